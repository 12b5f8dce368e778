import { useQuery } from '@tanstack/react-query';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatPhone } from '@contracts/format.ts';
import { SITE } from '@contracts/site.ts';
import { useMessages } from '../i18n/language.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { useAuth } from '../lib/auth.tsx';
import { useCategoryList, useLocalName } from '../lib/directory-lists.ts';
import { useLocalText } from '../lib/local-text.ts';
import { ADD_BUSINESS_PATH, BUSINESS_LOGIN_PATH, OWNER_HOME_PATH, runsBusinesses } from '../lib/owner-paths.ts';
import { useTRPC } from '../lib/trpc.ts';

/** docs/product.md §2.3 footer: the defaults when the quick-link fetch fails, by their texts in the shell's catalogue. */
const FALLBACK_LINKS = [
  { key: 'home', url: '/' },
  { key: 'businesses', url: '/businesses' },
  { key: 'categories', url: '/categories' },
  { key: 'contact', url: '/contact' },
] as const;

export function Footer() {
  const trpc = useTRPC();
  const links = useQuery(trpc.site.quickLinks.queryOptions());
  const categories = useCategoryList();
  const t = useMessages('shell');
  const local = useLocalText();
  const localName = useLocalName();
  // An admin's link says its title in the page's language where they wrote one, else in English.
  const quickLinks =
    links.isError || (links.isSuccess && links.data.length === 0)
      ? FALLBACK_LINKS.map(({ key, url }) => ({ title: t[key](), url }))
      : (links.data ?? []).map((link) => ({ title: local(link.title, { kn: link.titleKn, hi: link.titleHi }), url: link.url }));
  const { user } = useAuth();

  return (
    <footer className="border-t border-slate-800 bg-slate-900 pb-24 pt-12 text-slate-300 md:pb-12">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold text-white">{SITE.name}</p>
          <p className="mt-3 text-sm leading-relaxed">{t.footerAbout()}</p>
          <LanguageSwitch className="mt-5 flex flex-wrap gap-2 text-sm" />
        </div>
        <nav aria-label={t.quickLinks()}>
          <p className="font-semibold text-white">{t.quickLinks()}</p>
          <ul className="mt-3 space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.url}>
                <Link to={link.url} className="hover:text-white">
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-6 font-semibold text-white">{t.forBusinesses()}</p>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              {runsBusinesses(user) ? (
                <Link to={OWNER_HOME_PATH} className="hover:text-white">
                  {t.myBusiness()}
                </Link>
              ) : (
                <Link to={BUSINESS_LOGIN_PATH} className="hover:text-white">
                  {t.businessLogin()}
                </Link>
              )}
            </li>
            <li>
              <Link to={ADD_BUSINESS_PATH} className="hover:text-white">
                {t.addYourBusiness()}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t.popularCategories()}>
          <p className="font-semibold text-white">{t.categories()}</p>
          <ul className="mt-3 space-y-2 text-sm">
            {(categories.data ?? []).slice(0, 6).map((category) => (
              <li key={category.slug}>
                <Link to={`/categories/${category.slug}`} className="hover:text-white">
                  {localName(category)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="space-y-3 text-sm not-italic">
          <p className="font-semibold text-white">{t.contactHeading()}</p>
          <p className="flex gap-2">
            <MapPin size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
            {SITE.contact.address}
          </p>
          {SITE.contact.phones.map((phone) => (
            <p key={phone} className="flex gap-2">
              <Phone size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
              <a href={`tel:${phone.replace(/\s/g, '')}`} className="hover:text-white">
                {formatPhone(phone)}
              </a>
            </p>
          ))}
          <p className="flex gap-2">
            <Mail size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
            <a href={`mailto:${SITE.contact.email}`} className="hover:text-white">
              {SITE.contact.email}
            </a>
          </p>
        </address>
      </div>
      <p className="mx-auto mt-10 max-w-7xl border-t border-slate-800 px-4 pt-6 text-sm text-slate-400">
        {t.copyright({ year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
