import { BreadcrumbTrail, type Crumb } from '@/components/ui/breadcrumb-trail';
import { LoadError } from './load-error';

/**
 * A detail page whose record could not be read (no database configured, or it cannot be reached): its heading
 * and the failure with 'Try Again' in place of the content, rather than the error screen.
 */
export function UnavailablePage({ title, crumbs, message }: { title: string; crumbs: Crumb[]; message: string }) {
  return (
    <div className="container-page py-8 sm:py-12">
      <BreadcrumbTrail items={crumbs} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      <div className="mt-6 max-w-3xl">
        <LoadError message={message} />
      </div>
    </div>
  );
}
