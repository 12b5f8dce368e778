import { useQuery } from '@tanstack/react-query';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatPhone } from '@contracts/format.ts';
import { SITE } from '@contracts/site.ts';
import { useAuth } from '../lib/auth.tsx';
import { useCategoryList } from '../lib/directory-lists.ts';
import { ADD_BUSINESS_PATH, BUSINESS_LOGIN_PATH, OWNER_HOME_PATH, runsBusinesses } from '../lib/owner-paths.ts';
import { useTRPC } from '../lib/trpc.ts';

/** docs/product.md §2.3 footer: the defaults when the quick-link fetch fails. */
const FALLBACK_LINKS = [
  { title: 'Home', url: '/' },
  { title: 'Businesses', url: '/businesses' },
  { title: 'Categories', url: '/categories' },
  { title: 'Contact', url: '/contact' },
];

export function Footer() {
  const trpc = useTRPC();
  const links = useQuery(trpc.site.quickLinks.queryOptions());
  const categories = useCategoryList();
  const quickLinks = links.isError || (links.isSuccess && links.data.length === 0) ? FALLBACK_LINKS : (links.data ?? []);
  const { user } = useAuth();

  return (
    <footer className="border-t border-slate-800 bg-slate-900 pb-24 pt-12 text-slate-300 md:pb-12">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold text-white">{SITE.name}</p>
          <p className="mt-3 text-sm leading-relaxed">
            Over 100 years of service: your trusted guide to local businesses in {SITE.city}. Honest reviews, real opening hours and a
            direct line to every business.
          </p>
        </div>
        <nav aria-label="Quick links">
          <p className="font-semibold text-white">Quick Links</p>
          <ul className="mt-3 space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.url}>
                <Link to={link.url} className="hover:text-white">
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-6 font-semibold text-white">For Businesses</p>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              {runsBusinesses(user) ? (
                <Link to={OWNER_HOME_PATH} className="hover:text-white">
                  My Business
                </Link>
              ) : (
                <Link to={BUSINESS_LOGIN_PATH} className="hover:text-white">
                  Business Login
                </Link>
              )}
            </li>
            <li>
              <Link to={ADD_BUSINESS_PATH} className="hover:text-white">
                Add Your Business
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Popular categories">
          <p className="font-semibold text-white">Categories</p>
          <ul className="mt-3 space-y-2 text-sm">
            {(categories.data ?? []).slice(0, 6).map((category) => (
              <li key={category.slug}>
                <Link to={`/categories/${category.slug}`} className="hover:text-white">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="space-y-3 text-sm not-italic">
          <p className="font-semibold text-white">Contact</p>
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
        © {new Date().getFullYear()} {SITE.name}. All rights reserved.
      </p>
    </footer>
  );
}
