import { LoadingScreen } from '@/components/ui/loading-screen';

// Wraps the panel layout too, so this shows while that layout checks the profile on the server.
export default function AdminLoading() {
  return <LoadingScreen text="Checking admin access..." fullScreen />;
}
