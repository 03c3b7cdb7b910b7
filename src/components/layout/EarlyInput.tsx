/**
 * Keeps what a visitor does before the page's scripts have run. The pages paint long before
 * their scripts arrive on a slow phone; without this, a tap on a button whose handler is not
 * attached yet does nothing, and a form submitted then would be posted by the browser.
 *
 * A tiny inline script, run while the body is parsed, watches the controls marked
 * `data-early="<id>"` (a button, a link, or a whole form):
 * - a click on such a control, or the submission of such a form, is held (default prevented)
 *   while no component has claimed that id, and the control says at once that it heard it
 *   (`aria-busy="true"` and `data-pending` on it, and on a form's submit button, styled in
 *   globals.css);
 * - what is typed into the fields of such a form before then is noted, since a form library
 *   that writes its default values into the fields when it mounts would wipe it.
 * The component that owns the control claims its id once mounted (`useEarlyClick` in
 * early.client.ts, `useEarlyForm` in earlyForm.client.ts): it puts the typed values back, then
 * opens what the click asked for or submits the form. Nothing here reads React's internals: the
 * page and its components meet only through `window.__early` and the `data-early` attributes.
 *
 * Without JavaScript none of this runs, and the forms post and the links navigate as plain HTML.
 */
const SCRIPT = `(()=>{
var d=document,E=window.__early={held:[],ready:{},typed:new Map()};
function id(e){return e&&e.getAttribute('data-early')}
function hold(v,e){var k=id(e);v.preventDefault();v.stopImmediatePropagation();
if(E.held.indexOf(k)<0)E.held.push(k);e.setAttribute('aria-busy','true');e.setAttribute('data-pending','')}
d.addEventListener('click',function(v){var t=v.target,e=t&&t.closest&&t.closest('[data-early]');
if(!e||e.tagName=='FORM'||E.ready[id(e)]||v.button||v.metaKey||v.ctrlKey||v.shiftKey||v.altKey)return;hold(v,e)},true);
d.addEventListener('submit',function(v){var f=v.target,b=v.submitter;if(!id(f)||E.ready[id(f)])return;hold(v,f);
if(b){b.setAttribute('aria-busy','true');b.setAttribute('data-pending','')}},true);
d.addEventListener('input',function(v){var e=v.target,f=e&&e.form;if(!f||!id(f)||E.ready[id(f)])return;
E.typed.set(e,e.type=='checkbox'||e.type=='radio'?e.checked:e.value)},true)})()`

/** The inline script above, first thing in the body of each root layout. */
export function EarlyInput() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
