import { Globe } from '@/components/icons/globe';
import { Mail } from '@/components/icons/mail';
import { MapPin } from '@/components/icons/map-pin';
import { Phone } from '@/components/icons/phone';
import type { CollegeDetail } from '@/lib/data/colleges';

/** How to reach the institute directly; lines with nothing published are left out, not padded. */
export function CollegeContact({ college }: { college: CollegeDetail }) {
  const rows = [
    { icon: MapPin, label: 'Address', content: college.address ?? college.location },
    college.phone
      ? {
          icon: Phone,
          label: 'Phone',
          content: (
            <a href={`tel:${college.phone.replace(/[^\d+]/g, '')}`} className="link">
              {college.phone}
            </a>
          ),
        }
      : null,
    college.email
      ? {
          icon: Mail,
          label: 'E-mail',
          content: (
            <a href={`mailto:${college.email}`} className="link break-all">
              {college.email}
            </a>
          ),
        }
      : null,
    college.website
      ? {
          icon: Globe,
          label: 'Website',
          content: (
            <a href={college.website} target="_blank" rel="noopener noreferrer" className="link break-all">
              {college.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ),
        }
      : null,
  ].filter((r) => r !== null);
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map(({ icon: Icon, label, content }) => (
        <div key={label}>
          <dt className="flex items-center gap-2 text-sm font-semibold text-gray-900">
            <Icon className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            {label}
          </dt>
          <dd className="mt-0.5 pl-7 text-sm text-gray-700">{content}</dd>
        </div>
      ))}
    </dl>
  );
}
