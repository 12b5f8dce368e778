import { SITE } from '../../../../worker/contracts/site.ts';

export function HomePage() {
  return (
    <section className="bg-gradient-to-br from-blue-700 to-blue-900 px-4 py-20 text-white">
      <div className="mx-auto max-w-7xl">
        <h1 className="text-4xl font-bold md:text-5xl">Find trusted local businesses in {SITE.city}</h1>
        <p className="mt-4 max-w-2xl text-lg text-blue-100">{SITE.description}</p>
      </div>
    </section>
  );
}
