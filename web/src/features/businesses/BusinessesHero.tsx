import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SITE } from '@contracts/site.ts';

export function BusinessesHero() {
  return (
    <section className="bg-linear-to-br from-blue-800 to-blue-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <Link to="/" className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-white/90 hover:text-white">
          <ArrowLeft size={16} aria-hidden="true" />
          Back to home
        </Link>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-5xl">All Businesses</h1>
        <p className="mt-4 max-w-2xl text-lg text-blue-100">
          Browse every verified business in {SITE.city}: filter by category or search by name, service or area.
        </p>
      </div>
    </section>
  );
}
