import { LoadingScreen } from '@/components/ui/loading-screen';

// Inside the shell: moving between sections keeps the sidebar and top bar while the next page loads.
export default function AdminPanelLoading() {
  return <LoadingScreen text="Loading..." />;
}
