'use client'

import type { UseFormRegister } from 'react-hook-form'

import { FormField } from '@/components/ui/FormField'
import { Input, Select } from '@/components/ui/field'
import { IMAGE_TYPE_NAMES } from '@/lib/images'
import type { PostFormValues } from '@/lib/validation/post'

import { EditorSection } from './EditorSection'
import { HeroImagePreview, HeroImageUpload } from './HeroImageField.client'

type FieldOf = (name: keyof PostFormValues) => { id: string; className: string; error?: string }

/** The editor's side column: status, category, tags, read time, publish date and hero image. */
export function PostSettings({
  fieldOf,
  register,
  heroImage,
  onUploaded,
}: {
  fieldOf: FieldOf
  register: UseFormRegister<PostFormValues>
  heroImage: string
  onUploaded: (url: string) => void
}) {
  return (
    <div className="space-y-6">
      <EditorSection title="Post Settings">
        <FormField {...fieldOf('status')} label="Status">
          {(control) => (
            <Select {...control} {...register('status')}>
              <option value="draft">Draft</option>
              <option value="published">Published</option>
            </Select>
          )}
        </FormField>
        <FormField {...fieldOf('category')} label="Category">
          {(control) => <Input {...control} {...register('category')} />}
        </FormField>
        <FormField {...fieldOf('tags')} label="Tags" hint="Separate tags with commas.">
          {(control) => (
            <Input {...control} {...register('tags')} placeholder="AI visibility, SEO" />
          )}
        </FormField>
        <FormField {...fieldOf('readTime')} label="Read time (minutes)" required>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...register('readTime', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField
          {...fieldOf('publishedAt')}
          label="Publish date"
          hint="Set on first publish. A future date schedules the post."
        >
          {(control) => <Input {...control} type="datetime-local" {...register('publishedAt')} />}
        </FormField>
      </EditorSection>

      <EditorSection title="Hero Image">
        <FormField
          {...fieldOf('heroImage')}
          label="Image URL"
          hint={`Paste a hosted image URL or an image data URI, or upload an image (${IMAGE_TYPE_NAMES}, up to 5MB).`}
        >
          {(control) => (
            <Input {...control} type="url" placeholder="https://" {...register('heroImage')} />
          )}
        </FormField>
        <HeroImageUpload onUploaded={onUploaded} />
        <HeroImagePreview src={heroImage} />
      </EditorSection>
    </div>
  )
}
