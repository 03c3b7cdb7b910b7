'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useActionState, useId, useRef } from 'react'
import { useForm } from 'react-hook-form'

import { loginWithoutScript } from '@/components/forms/actions'
import { FormNotice } from '@/components/forms/FormNotice'
import { IDLE_FORM } from '@/components/forms/formState'
import { useEarlyForm } from '@/components/layout/earlyForm.client'
import { submitShown } from '@/components/forms/domFields'
import { Button } from '@/components/ui/button'
import { FieldError, Input, Label } from '@/components/ui/field'
import { replacing, toast } from '@/components/ui/toast'
import { loginSchema, type LoginInput } from '@/lib/validation/login'
import { Spinner } from '@/components/ui/icons'

import { LockIcon } from './icons'
import { TOASTS } from './messages'
import { apiRequest, RequestError, storeToken } from './request'

/**
 * The administrator's login form: one password field and 'Log in'. It posts (never a GET that
 * would put the password in the address): without JavaScript to a server action that answers
 * with this page and what to do, since the dashboard itself needs JavaScript.
 */
export function LoginForm() {
  const router = useRouter()
  const [posted, formAction] = useActionState(loginWithoutScript, IDLE_FORM)
  // No default value: the library reads the field as the page shows it rather than clearing
  // what was typed before the script arrived.
  const methods = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    shouldFocusError: false,
  })
  const {
    register,
    formState: { errors, isSubmitting, submitCount },
  } = methods

  // A submit before the script arrived is held, then sent from here once mounted.
  const form = useRef<HTMLFormElement>(null)
  const early = useId()
  useEarlyForm(early, form)

  const onSubmit = async ({ password }: LoginInput) => {
    try {
      const { token } = await apiRequest<{ token: string }>('/api/admin/login', {
        method: 'POST',
        body: { password },
      })
      storeToken(token)
      toast.success(
        TOASTS.loginSuccess,
        replacing('login', { description: TOASTS.loginSuccessText }),
      )
      router.push('/admin')
    } catch (error) {
      if (error instanceof RequestError) {
        // Each answer replaces the last one's toast: failed attempts never pile up.
        toast.error(
          TOASTS.loginFailed,
          replacing('login', { description: error.reason || TOASTS.invalidCredentials }),
        )
      } else {
        toast.error(TOASTS.loginError, replacing('login', { description: TOASTS.loginErrorText }))
      }
    }
  }

  return (
    <div className="w-full max-w-sm rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
      <div className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <LockIcon className="size-5" />
      </div>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-ink-950">
        Administrator login
      </h1>
      <p className="mt-1.5 text-sm text-ink-600">
        Enter the administrator password to manage posts and messages.
      </p>
      {posted.message && submitCount === 0 ? (
        <FormNotice tone="error" title="JavaScript needed" className="mt-6">
          {posted.message}
        </FormNotice>
      ) : null}
      <form
        ref={form}
        data-early={early}
        className="mt-6"
        noValidate
        action={formAction}
        onSubmit={submitShown(methods, onSubmit)}
      >
        <Label htmlFor="password">Password</Label>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          autoFocus
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'password-error' : undefined}
          {...register('password')}
        />
        <FieldError id="password-error" message={errors.password?.message} />
        <Button type="submit" className="mt-6 w-full" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner />
              Logging in...
            </>
          ) : (
            'Log in'
          )}
        </Button>
      </form>
    </div>
  )
}
