import type React from 'react'

import { cn } from '@/lib/cn'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'light'
export type ButtonSize = 'sm' | 'md' | 'lg'

// Each look is one named class (globals.css); `light` is for dark surfaces.
const variants: Record<ButtonVariant, string> = {
  primary: 'button-primary',
  secondary: 'button-secondary',
  outline: 'button-outline',
  ghost: 'button-ghost',
  destructive: 'button-destructive',
  light: 'button-light',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
}

/** Button look, also for links that act as buttons (`<Link className={buttonClasses()}>`). */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cn(
    // The shared part is one class (globals.css): pages render dozens of buttons and links.
    // Not `btn`: Payload's panel styles that class name.
    'button-base',
    variants[variant],
    sizes[size],
    className,
  )
}

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />
}
