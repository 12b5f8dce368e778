import { Link } from 'react-router-dom';
import { useMessages } from '../i18n/language.tsx';
import { ADD_BUSINESS_PATH } from '../lib/owner-paths.ts';

interface ListYourBusinessCtaProps {
  title: string;
  text: string;
  /** 'Suggest a Category' or 'Suggest a Location': both lead to the contact form. */
  suggestLabel: string;
}

/**
 * docs/product.md §2.8 and §2.10 call to action: 'List Your Business' starts a listing (/add-business asks to sign in
 * first, and offers to claim a listing that is already there).
 */
export function ListYourBusinessCta({ title, text, suggestLabel }: ListYourBusinessCtaProps) {
  const t = useMessages('shell');
  return (
    <section className="bg-blue-50">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-12 text-center">
        <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
        <p className="max-w-2xl text-slate-600">{text}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/contact" className="rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800">
            {suggestLabel}
          </Link>
          <Link
            to={ADD_BUSINESS_PATH}
            className="rounded-lg border border-blue-700 bg-white px-5 py-2.5 font-semibold text-blue-700 hover:bg-blue-50"
          >
            {t.listYourBusiness()}
          </Link>
        </div>
      </div>
    </section>
  );
}
