/** Every toast the administrator sees, word for word, in one place. */
export const TOASTS = {
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid credentials',
  loginError: 'Error',
  loginErrorText: 'An error occurred while logging in',
  loginSuccess: 'Welcome back!',
  loginSuccessText: 'You have successfully logged in.',
  fetchPostsFailed: 'Failed to fetch blog posts',
  fetchMessagesFailed: 'Failed to fetch contact messages',
  statusFailed: 'Failed to update message status',
  statusUpdated: 'Message status updated',
  deleteFailed: 'Failed to delete blog post',
  deleted: 'Blog post deleted successfully',
  postStatusFailed: 'Failed to update post status',
  published: 'Blog post published',
  unpublished: 'Blog post unpublished',
  saveFailed: 'Failed to save blog post',
  created: 'Blog post created successfully',
  updated: 'Blog post updated successfully',
  uploadFailed: 'Failed to upload image',
  uploaded: 'Image uploaded successfully',
  invalidFile: 'Invalid file',
  invalidFileText: 'Please upload an image file',
  fileTooLarge: 'File too large',
  fileTooLargeText: 'Please upload an image smaller than 5MB',
} as const

export const CONFIRM_DELETE = 'Are you sure you want to delete this post?'
/** Said under the question: a delete moves the post to Payload's trash, not out of existence. */
export const DELETE_GOES_TO_TRASH =
  'It leaves the site and goes to the trash, from which it can be restored in the CMS (/cms → Blog posts → Trash).'
