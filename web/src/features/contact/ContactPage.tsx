import { useMessages } from '../../i18n/language.tsx';
import { ContactDetails } from './ContactDetails.tsx';
import { ContactForm } from './ContactForm.tsx';

/** docs/product.md §2.18 'Contact page': how to reach the directory's team, and a message form. */
export function ContactPage() {
  const t = useMessages('contact');
  return (
    <>
      <section className="bg-gradient-to-br from-blue-800 to-blue-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t.title()}</h1>
          <p className="mt-3 max-w-2xl text-blue-100">{t.intro()}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ContactDetails />
        <ContactForm />
      </div>
    </>
  );
}
