/**
 * Keeps what a visitor does before the page's scripts have run. The pages paint long before
 * their scripts arrive on a slow phone; without this, a tap on a button whose handler is not
 * attached yet does nothing, and a form submitted then would be posted by the browser.
 *
 * A tiny inline script, run while the body is parsed:
 * - a click on a button (other than a form's submit button) or on an element marked
 *   `data-replay` (a link to a page that does the same job without JavaScript) is held, and so
 *   is the submission of a form, while React has not yet hydrated that element;
 * - the element shows at once that it heard the tap (`data-pending`, styled in globals.css);
 * - once React has hydrated it, the click is replayed (pointer and mouse events, then click, as
 *   Radix triggers listen to either) or the form is submitted again with the same submit button;
 * - values typed into fields before hydration are put back if hydration reset them (a form
 *   library that writes its defaults into the fields), with an `input` event so React sees them.
 *
 * An element counts as hydrated once React has attached its props to it (a `__reactProps$…` key,
 * which React 16 to 19 set on every host element it hydrates). Without JavaScript none of this
 * runs, and the forms post and the links navigate as plain HTML.
 */
const SCRIPT = `(()=>{
var d=document,held=[],typed=new Map(),P='data-pending',now=Date.now;
function live(e){for(var k in e)if(k.slice(0,12)=='__reactProps')return true;return false}
function hold(v,e){v.preventDefault();v.stopImmediatePropagation();if(!e.hasAttribute(P)){e.setAttribute(P,'');held.push({e:e,t:now(),l:0})}}
d.addEventListener('click',function(v){
var t=v.target,e=t&&t.closest&&t.closest('button,[data-replay]');
if(e&&!live(e)&&!(e.form&&e.type=='submit'))hold(v,e)},true);
d.addEventListener('submit',function(v){var f=v.target;if(!live(f)){f._by=v.submitter;hold(v,f)}},true);
d.addEventListener('input',function(v){var e=v.target,c=e.type=='checkbox'||e.type=='radio';
if(typed.has(e)||!live(e))typed.set(e,{x:c?e.checked:e.value,l:0})},true);
function put(e,x){
if(typeof x=='boolean'){if(e.checked!=x)e.click();return}
if(e.value==x)return;
Object.getOwnPropertyDescriptor(Object.getPrototypeOf(e),'value').set.call(e,x);
e.dispatchEvent(new Event(e.tagName=='SELECT'?'change':'input',{bubbles:true}))}
function fire(e,n){var C=n[0]=='p'?PointerEvent:MouseEvent;
e.dispatchEvent(new C(n,{bubbles:true,cancelable:true,button:0,isPrimary:true,pointerType:'mouse',view:window}))}
function replay(e){e.removeAttribute(P);
if(e.tagName=='FORM'){typed.forEach(function(r,i){if(e.contains(i))put(i,r.x)});e.requestSubmit(e._by&&e._by.form==e?e._by:null)}
else{e.focus({preventScroll:true});['pointerdown','mousedown','pointerup','mouseup'].forEach(function(n){fire(e,n)});e.click()}}
var iv=setInterval(function(){var t=now();
typed.forEach(function(r,e){if(live(e)){r.l=r.l||t;if(t-r.l<1500)put(e,r.x)}});
held=held.filter(function(h){
if(!live(h.e)){if(t-h.t<30000)return true;h.e.removeAttribute(P);return false}
h.l=h.l||t;if(t-h.l<100)return true;replay(h.e);return false});
if(t-start>60000)clearInterval(iv)},50),start=now()})()`

/** The inline script above, first thing in the body of each root layout. */
export function EarlyInput() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
