import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = {
  neutral: 'bg-blue-50 text-blue-700',
  success: 'bg-green-50 text-green-700',
  failure: 'bg-red-50 text-red-700',
} as const;

interface AuthCardProps {
  icon: LucideIcon;
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  tone?: keyof typeof TONES;
}

/** The centred card every auth screen sits in: an icon, the heading, a subtitle, then the screen's content. */
export function AuthCard({ icon: Icon, title, subtitle, children, footer, tone = 'neutral' }: AuthCardProps) {
  return (
    <section className="flex min-h-[calc(100vh-4rem)] justify-center bg-slate-50 px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="text-center">
            <span className={`mx-auto flex h-12 w-12 items-center justify-center rounded-full ${TONES[tone]}`}>
              <Icon size={24} aria-hidden="true" />
            </span>
            <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
            {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
          </div>
          {children && <div className="mt-6">{children}</div>}
        </div>
        {footer && <p className="mt-6 text-center text-sm text-slate-600">{footer}</p>}
      </div>
    </section>
  );
}

/** An example address, the same in every language. */
export const EMAIL_PLACEHOLDER = 'you@example.com';

export const linkClass =
  'font-semibold text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
