import { LoadingScreen } from '@/components/ui/loading-screen';

export default function AdminCommunityLoading() {
  return <LoadingScreen text="Loading..." />;
}
