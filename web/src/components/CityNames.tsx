/**
 * A business's name as written in Kannada and in Devanagari (Hindi), under its English name: on result cards, the
 * favourites page and the profile (docs/product.md §2.5, §2.12). Each name carries its language, so a screen reader
 * reads it in that language's voice and the browser picks a font that has the script. Nothing is drawn without one.
 */
export function CityNames({ nameKn, nameHi, className }: { nameKn: string | null; nameHi: string | null; className: string }) {
  if (!nameKn && !nameHi) return null;
  return (
    <p className={className}>
      {nameKn && <span lang="kn">{nameKn}</span>}
      {nameKn && nameHi && (
        <span aria-hidden="true" className="px-1.5">
          ·
        </span>
      )}
      {nameHi && <span lang="hi">{nameHi}</span>}
    </p>
  );
}
