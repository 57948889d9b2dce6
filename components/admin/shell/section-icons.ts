import { Award } from '@/components/icons/award';
import { CalendarClock } from '@/components/icons/calendar-clock';
import { ChartColumn } from '@/components/icons/chart-column';
import { CircleHelp } from '@/components/icons/circle-help';
import { ClipboardList } from '@/components/icons/clipboard-list';
import { CreditCard } from '@/components/icons/credit-card';
import type { IconComponent } from '@/components/icons/icon';
import { Image } from '@/components/icons/image';
import { Inbox } from '@/components/icons/inbox';
import { LayoutDashboard } from '@/components/icons/layout-dashboard';
import { Mail } from '@/components/icons/mail';
import { MessagesSquare } from '@/components/icons/messages-square';
import { Newspaper } from '@/components/icons/newspaper';
import { Quote } from '@/components/icons/quote';
import { School } from '@/components/icons/school';
import { Search } from '@/components/icons/search';
import { Send } from '@/components/icons/send';
import { Settings } from '@/components/icons/settings';
import { ShieldCheck } from '@/components/icons/shield-check';
import { Timer } from '@/components/icons/timer';
import { UserCog } from '@/components/icons/user-cog';
import { Video } from '@/components/icons/video';
import type { AdminSectionKey } from '@/lib/admin/sections';

/** One icon per section, so a scanning eye finds a section before reading its name. */
export const SECTION_ICONS: Record<AdminSectionKey, IconComponent> = {
  dashboard: LayoutDashboard,
  leads: Inbox,
  reports: ChartColumn,
  community: MessagesSquare,
  reviews: ShieldCheck,
  colleges: School,
  exams: ClipboardList,
  blogs: Newspaper,
  scholarships: Award,
  testimonials: Quote,
  videos: Video,
  faqs: CircleHelp,
  'mock-tests': Timer,
  media: Image,
  newsletter: Send,
  users: UserCog,
  settings: Settings,
  email: Mail,
  appointments: CalendarClock,
  payments: CreditCard,
  seo: Search,
};
