import { formatPostDate, type BlogPost } from '../content/blog-posts.ts';

export function BlogCard({ post }: { post: BlogPost }) {
  return (
    <article
      id={post.id}
      aria-labelledby={`${post.id}-title`}
      className="flex h-full flex-col rounded-3xl border border-zinc-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md dark:border-zinc-800 dark:bg-zinc-900"
    >
      <p className="w-fit rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-semibold text-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-200">
        {post.category}
      </p>
      <h2
        id={`${post.id}-title`}
        className="mt-4 text-lg font-semibold text-balance text-zinc-900 dark:text-white"
      >
        {post.title}
      </h2>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-zinc-600 dark:text-zinc-400">{post.excerpt}</p>
      <p className="mt-6 flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        <span aria-hidden="true">·</span>
        <span>{post.readTime}</span>
      </p>
    </article>
  );
}
