import { LoadingScreen } from '@/components/ui/loading-screen';

/** While the guard checks the session (spec §2); the page's own skeleton follows while the profile loads. */
export default function ProfileLoading() {
  return <LoadingScreen text="Checking authentication..." />;
}
