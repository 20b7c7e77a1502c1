// /addblog: a new post, or an edit when ?edit=<title> is given (the post may arrive
// as navigation state from the detail page; otherwise it is fetched).
import { LoaderCircle } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Blog } from '../../../shared/schemas/blog.ts';
import { useBlogByTitle } from '../../api/blog/get-blog-by-title.ts';
import { paths } from '../../paths.ts';
import { returnState } from '../../return-path.ts';
import { isAdmin, useCurrentUser } from '../../state/session.ts';
import { BlogForm } from './blog-form.tsx';

function Notice({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-2xl px-4 py-16 text-center text-slate-700">{children}</div>;
}

export default function AddBlogPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const editTitle = params.get('edit');
  const stateBlog = (useLocation().state as { blog?: Blog } | null)?.blog;
  const fromState = stateBlog && editTitle && stateBlog.title.toLowerCase() === editTitle.toLowerCase();
  const existing = useBlogByTitle(editTitle, { initialData: fromState ? stateBlog : undefined });

  const heading = editTitle ? 'Edit Blog' : 'Create Blog';
  let body: React.ReactNode;
  if (!user) {
    body = (
      <Notice>
        <p>Please log in to write a blog post.</p>
        <Link
          to={paths.whatsappLogin()}
          state={returnState(paths.addBlog())}
          className="mt-4 inline-block font-medium text-brand-700 underline"
        >
          Log in
        </Link>
      </Notice>
    );
  } else if (!editTitle) {
    body = <BlogForm />;
  } else if (existing.isPending) {
    body = (
      <div role="status" className="flex justify-center py-16">
        <LoaderCircle aria-hidden="true" className="h-8 w-8 animate-spin text-brand-700" />
        <span className="sr-only">Loading the blog post</span>
      </div>
    );
  } else if (existing.isError) {
    body = <Notice>This blog post could not be found.</Notice>;
  } else if (!isAdmin(user) && existing.data.user_id !== user.id) {
    body = <Notice>You can only edit your own blog posts.</Notice>;
  } else {
    body = <BlogForm key={existing.data.id} blog={existing.data} />;
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{heading}</h1>
      {body}
    </section>
  );
}
