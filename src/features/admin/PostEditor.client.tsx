'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import type React from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { FieldError, Input, Label, Select, Textarea } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { IMAGE_TYPE_NAMES } from '@/lib/images'
import {
  emptyPostForm,
  formToBody,
  postFormSchema,
  slugForNewPost,
  type PostFormValues,
} from '@/lib/validation/post'

import { toLocalInput } from './format'
import { HeroImagePreview, HeroImageUpload } from './HeroImageField.client'
import { ArrowLeftIcon } from './icons'
import { MarkdownField } from './MarkdownField.client'
import { TOASTS } from './messages'
import { apiRequest, describeError, RequestError } from './request'
import { Spinner } from './Spinner'
import type { AdminPost } from './types'

function toForm(post: AdminPost | null): PostFormValues {
  if (!post) return emptyPostForm
  return {
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt ?? '',
    heroImage: post.heroImage ?? '',
    category: post.category ?? '',
    tags: post.tags.join(', '),
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
    status: post.status,
    readTime: post.readTime,
    publishedAt: toLocalInput(post.publishedAt),
  }
}

type Props = { post: AdminPost | null; onDone: () => void; onCancel: () => void }

/** The post editor (spec §2 'Post editor'), in place of the list. */
export function PostEditor({ post, onDone, onCancel }: Props) {
  const isNew = post === null
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PostFormValues>({
    resolver: zodResolver(postFormSchema),
    defaultValues: toForm(post),
  })

  const save = handleSubmit(async (values) => {
    try {
      const body = formToBody(values)
      if (isNew) await apiRequest('/api/admin/blog', { method: 'POST', body })
      else await apiRequest(`/api/admin/blog/${post.id}`, { method: 'PUT', body })
      toast.success(isNew ? TOASTS.created : TOASTS.updated)
      onDone()
    } catch (error) {
      if (error instanceof RequestError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in emptyPostForm) setError(field as keyof PostFormValues, { message })
        }
      }
      toast.error(TOASTS.saveFailed, { description: describeError(error) })
    }
  })

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // Spec §5: a new post's empty slug is generated from the title before validation.
    if (isNew) {
      const slug = slugForNewPost(getValues())
      if (slug !== getValues('slug')) setValue('slug', slug)
    }
    return save(event)
  }

  const field = (name: keyof PostFormValues) => ({
    id: `post-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `post-${name}-hint post-${name}-error`,
  })

  const heroImage = useWatch({ control, name: 'heroImage' })
  const content = useWatch({ control, name: 'content' })

  return (
    <section aria-labelledby="editor-heading">
      <Button variant="ghost" size="sm" className="-ml-3" onClick={onCancel}>
        <ArrowLeftIcon />
        Back to Posts
      </Button>
      <h2 id="editor-heading" className="mt-2 text-2xl font-semibold tracking-tight text-ink-950">
        {isNew ? 'Create New Blog Post' : 'Edit Blog Post'}
      </h2>

      <form noValidate onSubmit={onSubmit} className="mt-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-6">
            <EditorSection title="Post Content">
              <FormField name="title" label="Title" required error={errors.title?.message}>
                <Input {...field('title')} {...register('title')} />
              </FormField>
              <FormField
                name="slug"
                label="Slug"
                required={!isNew}
                hint={
                  isNew
                    ? 'Leave empty to generate it from the title.'
                    : 'Lowercase letters, digits and hyphens.'
                }
                error={errors.slug?.message}
              >
                <Input
                  {...field('slug')}
                  {...register('slug')}
                  spellCheck={false}
                  autoCapitalize="off"
                />
              </FormField>
              <FormField name="excerpt" label="Excerpt" error={errors.excerpt?.message}>
                <Textarea {...field('excerpt')} rows={3} {...register('excerpt')} />
              </FormField>
              <FormField
                name="content"
                label="Content"
                required
                hint="Markdown. The preview shows the article as visitors will see it."
                error={errors.content?.message}
              >
                <MarkdownField
                  value={content}
                  textarea={
                    <Textarea
                      {...field('content')}
                      rows={18}
                      className="font-mono text-sm leading-relaxed"
                      {...register('content')}
                    />
                  }
                />
              </FormField>
            </EditorSection>

            <EditorSection title="SEO Settings">
              <FormField
                name="metaTitle"
                label="Meta title"
                hint="Defaults to the post title."
                error={errors.metaTitle?.message}
              >
                <Input {...field('metaTitle')} {...register('metaTitle')} />
              </FormField>
              <FormField
                name="metaDescription"
                label="Meta description"
                hint="Defaults to the excerpt."
                error={errors.metaDescription?.message}
              >
                <Textarea {...field('metaDescription')} rows={3} {...register('metaDescription')} />
              </FormField>
            </EditorSection>
          </div>

          <div className="space-y-6">
            <EditorSection title="Post Settings">
              <FormField name="status" label="Status" error={errors.status?.message}>
                <Select {...field('status')} {...register('status')}>
                  <option value="draft">Draft</option>
                  <option value="published">Published</option>
                </Select>
              </FormField>
              <FormField name="category" label="Category" error={errors.category?.message}>
                <Input {...field('category')} {...register('category')} />
              </FormField>
              <FormField
                name="tags"
                label="Tags"
                hint="Separate tags with commas."
                error={errors.tags?.message}
              >
                <Input {...field('tags')} {...register('tags')} placeholder="AI visibility, SEO" />
              </FormField>
              <FormField
                name="readTime"
                label="Read time (minutes)"
                required
                error={errors.readTime?.message}
              >
                <Input
                  {...field('readTime')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  {...register('readTime', { valueAsNumber: true })}
                />
              </FormField>
              <FormField
                name="publishedAt"
                label="Publish date"
                hint="Set on first publish. A future date schedules the post."
                error={errors.publishedAt?.message}
              >
                <Input
                  {...field('publishedAt')}
                  type="datetime-local"
                  {...register('publishedAt')}
                />
              </FormField>
            </EditorSection>

            <EditorSection title="Hero Image">
              <FormField
                name="heroImage"
                label="Image URL"
                hint={`Paste a hosted image URL or an image data URI, or upload an image (${IMAGE_TYPE_NAMES}, up to 5MB).`}
                error={errors.heroImage?.message}
              >
                <Input
                  {...field('heroImage')}
                  type="url"
                  placeholder="https://"
                  {...register('heroImage')}
                />
              </FormField>
              <HeroImageUpload
                onUploaded={(url) =>
                  setValue('heroImage', url, { shouldDirty: true, shouldValidate: true })
                }
              />
              <HeroImagePreview src={heroImage} />
            </EditorSection>
          </div>
        </div>

        <div className="mt-6 flex flex-col-reverse gap-3 border-t border-ink-200 pt-6 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? (
              <>
                <Spinner />
                Saving...
              </>
            ) : (
              'Save Post'
            )}
          </Button>
        </div>
      </form>
    </section>
  )
}

function EditorSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-5 rounded-card border border-ink-100 bg-white p-5 shadow-sm sm:p-6">
      <legend className="float-left mb-1 w-full text-base font-semibold text-ink-950">
        {title}
      </legend>
      {children}
    </fieldset>
  )
}

function FormField({
  name,
  label,
  hint,
  error,
  required,
  children,
}: {
  name: keyof PostFormValues
  label: string
  hint?: string
  error?: string
  required?: boolean
  children: React.ReactNode
}) {
  return (
    <div className="clear-both">
      {/* The marker sits outside the label, so the field's name stays exactly the label text. */}
      <div className="flex items-baseline gap-1">
        <Label htmlFor={`post-${name}`}>{label}</Label>
        {required ? (
          <span aria-hidden="true" className="text-sm text-red-600">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={`post-${name}-hint`} className="mt-1.5 text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`post-${name}-error`} message={error} />
    </div>
  )
}
