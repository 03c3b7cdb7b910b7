'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import type React from 'react'
import { useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/FormField'
import { Input, Textarea } from '@/components/ui/field'
import { Spinner } from '@/components/ui/icons'
import type { AdminPost } from '@/lib/dto/admin'
import { toast } from '@/components/ui/toast'
import { slugFromTitle } from '@/lib/slug'
import {
  emptyPostForm,
  formToBody,
  postFormSchema,
  type PostFormValues,
} from '@/lib/validation/post'

import { toLocalInput } from './format'
import { EditorSection } from './EditorSection'
import { ArrowLeftIcon } from './icons'
import { MarkdownField } from './MarkdownField.client'
import { PostSettings } from './PostSettings.client'
import { TOASTS } from './messages'
import { apiRequest, describeError, RequestError } from './request'
import { StaleSaveNotice, UnpublishedChangesNotice } from './UnpublishedChanges'

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

/** The post editor, shown in place of the list. */
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
  // A live post's newer draft is shown, marked, and published with the save only when the
  // administrator says so; the server refuses a save that does not say. A draft saved after
  // this editor opened (in /cms, or another tab) is found by that refusal: the edits typed here
  // stay, and the next save says what to do with them.
  const [pendingDraft, setPendingDraft] = useState(post?.unpublishedChanges === true)
  const [staleSave, setStaleSave] = useState(false)
  const [publishDraft, setPublishDraft] = useState(false)
  // The slug this editor made from the title, until the administrator types one of their own:
  // it follows the title, so a slug made from a title that was then shortened is made again.
  const madeSlug = useRef<string | null>(null)

  const save = handleSubmit(async (values) => {
    try {
      const body = {
        ...formToBody(values),
        ...(pendingDraft ? { publishDraft: publishDraft && values.status === 'published' } : {}),
      }
      if (isNew) await apiRequest('/api/admin/blog', { method: 'POST', body })
      else await apiRequest(`/api/admin/blog/${post.id}`, { method: 'PUT', body })
      toast.success(isNew ? TOASTS.created : TOASTS.updated)
      onDone()
    } catch (error) {
      if (error instanceof RequestError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in emptyPostForm) setError(field as keyof PostFormValues, { message })
        }
        if (error.isStaleSave) {
          setPendingDraft(true)
          setStaleSave(true)
        }
      }
      toast.error(TOASTS.saveFailed, { description: describeError(error) })
    }
  })

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // A new post's empty slug is generated from the title before validation, and made again
    // from the title as it is now while the administrator has not typed a slug.
    if (isNew) {
      const slug = getValues('slug')
      if (slug.trim() === '' || slug === madeSlug.current) {
        madeSlug.current = slugFromTitle(getValues('title'))
        if (madeSlug.current !== slug) setValue('slug', madeSlug.current)
      }
    }
    return save(event)
  }

  const fieldOf = (name: keyof PostFormValues) => ({
    id: `post-${name}`,
    className: 'clear-both',
    error: errors[name]?.message,
  })

  const heroImage = useWatch({ control, name: 'heroImage' })
  const content = useWatch({ control, name: 'content' })
  const status = useWatch({ control, name: 'status' })

  return (
    <section aria-labelledby="editor-heading">
      <Button variant="ghost" size="sm" className="-ml-3" onClick={onCancel}>
        <ArrowLeftIcon />
        Back to Posts
      </Button>
      <h2 id="editor-heading" className="mt-2 text-2xl font-semibold tracking-tight text-ink-950">
        {isNew ? 'Create New Blog Post' : 'Edit Blog Post'}
      </h2>
      {staleSave ? <StaleSaveNotice /> : null}
      {pendingDraft ? (
        <UnpublishedChangesNotice
          status={status}
          publish={publishDraft}
          onPublishChange={setPublishDraft}
          showsYourEdits={staleSave}
        />
      ) : null}

      <form noValidate onSubmit={onSubmit} className="mt-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-6">
            <EditorSection title="Post Content">
              <FormField {...fieldOf('title')} label="Title" required>
                {(control) => <Input {...control} {...register('title')} />}
              </FormField>
              <FormField
                {...fieldOf('slug')}
                label="Slug"
                required={!isNew}
                hint={
                  isNew
                    ? 'Leave empty to generate it from the title.'
                    : 'Lowercase letters, digits and hyphens.'
                }
              >
                {(control) => (
                  <Input
                    {...control}
                    {...register('slug')}
                    spellCheck={false}
                    autoCapitalize="off"
                  />
                )}
              </FormField>
              <FormField {...fieldOf('excerpt')} label="Excerpt">
                {(control) => <Textarea {...control} rows={3} {...register('excerpt')} />}
              </FormField>
              <FormField
                {...fieldOf('content')}
                label="Content"
                required
                hint="Markdown. The preview shows the article as visitors will see it."
              >
                {(control) => (
                  <MarkdownField
                    value={content}
                    textarea={
                      <Textarea
                        {...control}
                        rows={18}
                        className="font-mono text-sm leading-relaxed"
                        {...register('content')}
                      />
                    }
                  />
                )}
              </FormField>
            </EditorSection>

            <EditorSection title="SEO Settings">
              <FormField
                {...fieldOf('metaTitle')}
                label="Meta title"
                hint="Defaults to the post title."
              >
                {(control) => <Input {...control} {...register('metaTitle')} />}
              </FormField>
              <FormField
                {...fieldOf('metaDescription')}
                label="Meta description"
                hint="Defaults to the excerpt."
              >
                {(control) => <Textarea {...control} rows={3} {...register('metaDescription')} />}
              </FormField>
            </EditorSection>
          </div>

          <PostSettings
            fieldOf={fieldOf}
            register={register}
            heroImage={heroImage}
            onUploaded={(url) =>
              setValue('heroImage', url, { shouldDirty: true, shouldValidate: true })
            }
          />
        </div>

        {/* Room below Save and Cancel: the page scrolled to its end would otherwise leave them
            under a toast (bottom right, kept while the pointer rests on it), such as the one
            that says why a save failed, just when they are needed again. */}
        <div className="mt-6 mb-32 flex flex-col-reverse gap-3 border-t border-ink-200 pt-6 sm:flex-row sm:justify-end">
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
