import { ListSkeleton } from '@/components/content/list-skeleton';

export default function Loading() {
  return <ListSkeleton title="mock tests" />;
}
