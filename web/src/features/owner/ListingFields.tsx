import type { ReactNode } from 'react';
import { FOOD_CATEGORIES, SERVES, SERVES_CATEGORIES, type Serves } from '@contracts/attributes.ts';
import { PRICE_LABELS, priceTier } from '@contracts/format.ts';
import { MIN_DESCRIPTION, OWNER_SOCIAL_NETWORKS } from '@contracts/owner.ts';
import { Field, inputClass, TextAreaField, TextField } from '../../components/FormField.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { useCategoryList } from '../../lib/directory-lists.ts';
import type { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { fieldLabel, REVIEWED_FIELDS, type ListingFormField, type ListingFormValues } from './listing-form.ts';

/** Whom a place serves, in the page's words (SERVES_LABELS in @contracts/attributes.ts is the API's English). */
const SERVES_KEYS = { everyone: 'fieldsServesEveryone', women: 'fieldsServesWomen', men: 'fieldsServesMen' } as const satisfies Record<
  Serves,
  string
>;

type ListingForm = ReturnType<typeof useSchemaForm<ListingFormValues>>;

const MAX_DESCRIPTION = 2000;

const SOCIAL_PLACEHOLDERS = {
  facebook: 'https://facebook.com/…',
  instagram: 'https://instagram.com/…',
  twitter: 'https://x.com/…',
  youtube: 'https://youtube.com/@…',
  linkedin: 'https://linkedin.com/company/…',
} as const;

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-1 text-base font-bold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The boxes of a listing (docs/product.md §2.24, §2.25, rules §4.7), shared by the new-listing form and the editor.
 * With `reviewed`, the fields an admin checks before they change say so under their box.
 */
export function ListingFields({ form, reviewed = false }: { form: ListingForm; reviewed?: boolean }) {
  const t = useMessages('owner');
  const shell = useMessages('shell');
  const categories = useCategoryList();
  const { field, values, errors, set } = form;
  const nameOf = (name: string) => fieldLabel(t, name);
  const note = (name: ListingFormField) =>
    reviewed && REVIEWED_FIELDS.includes(name) ? <p className="mt-1 text-xs text-amber-800">{t.fieldsCheckedByTeam()}</p> : null;
  const text = (name: ListingFormField) => ({ label: nameOf(name), ...field(name) });
  const optional = (name: ListingFormField) => ({ ...text(name), label: t.fieldsOptional({ label: nameOf(name) }) });
  const sorted = categories.data?.toSorted((a, b) => a.name.localeCompare(b.name)) ?? [];
  const described = values.description.trim().length;

  return (
    <div className="space-y-6">
      <Group legend={t.fieldsGroupAbout()}>
        <div>
          <TextField {...text('name')} required autoComplete="organization" />
          {note('name')}
        </div>
        <div>
          <TextField {...optional('nameKn')} lang="kn" autoComplete="off" />
          {note('nameKn')}
        </div>
        <div>
          <TextField {...optional('nameHi')} lang="hi" autoComplete="off" />
          {note('nameHi')}
        </div>
        <p className="-mt-3 text-xs text-slate-600">{t.fieldsNameScriptHint()}</p>
        <div>
          <Field label={nameOf('category')} error={errors.category}>
            {(control) => (
              <select
                {...control}
                name="category"
                required
                value={values.category}
                disabled={!categories.data}
                onChange={(event) => set('category', event.target.value)}
                className={inputClass(Boolean(errors.category))}
              >
                <option value="">{categories.isPending ? t.fieldsLoadingCategories() : t.fieldsChooseCategory()}</option>
                {sorted.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {categories.isError && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {t.fieldsCategoriesFailed()}{' '}
              <button type="button" onClick={() => void categories.refetch()} className="font-semibold underline">
                {t.fieldsTryAgain()}
              </button>
            </p>
          )}
          {note('category')}
        </div>
        <TextField {...optional('subcategory')} placeholder={t.fieldsSubcategoryPlaceholder()} />
        <div>
          <TextAreaField {...text('description')} required rows={5} maxLength={MAX_DESCRIPTION} />
          <p className="mt-1 text-xs text-slate-600">
            {described < MIN_DESCRIPTION
              ? t.fieldsDescriptionCountMin({ count: described, max: MAX_DESCRIPTION, min: MIN_DESCRIPTION })
              : t.fieldsDescriptionCount({ count: described, max: MAX_DESCRIPTION })}
          </p>
        </div>
        <Field label={nameOf('priceRange')} error={errors.priceRange}>
          {(control) => (
            <select
              {...control}
              name="priceRange"
              value={values.priceRange}
              onChange={(event) => set('priceRange', event.target.value)}
              className={inputClass(Boolean(errors.priceRange))}
            >
              {(Object.keys(PRICE_LABELS) as `${keyof typeof PRICE_LABELS}`[]).map((level) => (
                <option key={level} value={level}>
                  {/* The tier's name straight from the shell's texts: the public pages' priceName stays out of the portal's chunks. */}
                  {priceTier(Number(level))} · {shell[`price${level}`]()}
                </option>
              ))}
            </select>
          )}
        </Field>
      </Group>

      <Group legend={t.fieldsGroupOffers()}>
        <p className="-mt-2 text-sm text-slate-600">{t.fieldsOffersHint()}</p>
        {SERVES_CATEGORIES.includes(values.category) && (
          <Field label={nameOf('serves')} error={errors.serves}>
            {(control) => (
              <select
                {...control}
                name="serves"
                value={values.serves}
                onChange={(event) => set('serves', event.target.value)}
                className={inputClass(Boolean(errors.serves))}
              >
                <option value="">{t.fieldsServesNotStated()}</option>
                {SERVES.map((serves) => (
                  <option key={serves} value={serves}>
                    {t[SERVES_KEYS[serves]]()}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {(['pureVeg', 'homeVisit', 'homeDelivery'] as const)
          .filter((name) => name !== 'pureVeg' || FOOD_CATEGORIES.includes(values.category))
          .map((name) => (
            <label key={name} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                name={name}
                checked={values[name] === 'true'}
                onChange={(event) => set(name, event.target.checked ? 'true' : '')}
                className="h-5 w-5 rounded border-slate-300"
              />
              {nameOf(name)}
            </label>
          ))}
      </Group>

      <Group legend={t.fieldsGroupWhere()}>
        <div>
          <TextAreaField {...text('address')} required rows={2} autoComplete="street-address" />
          {note('address')}
        </div>
        <div>
          <TextField {...text('pincode')} required inputMode="numeric" autoComplete="postal-code" maxLength={6} placeholder="560001" />
          {note('pincode')}
        </div>
      </Group>

      <Group legend={t.fieldsGroupReach()}>
        <div>
          <TextField {...text('phone')} required type="tel" inputMode="tel" placeholder="+91 98450 12345" />
          {note('phone')}
        </div>
        <TextField {...optional('whatsapp')} type="tel" inputMode="tel" placeholder="+91 98450 12345" />
        <TextField {...optional('email')} type="email" autoComplete="email" placeholder="hello@yourbusiness.in" />
        <TextField {...optional('website')} type="url" inputMode="url" placeholder="https://yourbusiness.in" />
      </Group>

      <Group legend={t.fieldsGroupWhatYouOffer()}>
        <TextField {...optional('amenities')} placeholder={t.fieldsAmenitiesPlaceholder()} />
        <TextField {...optional('keywords')} placeholder={t.fieldsKeywordsPlaceholder()} />
        <p className="text-xs text-slate-600">{t.fieldsCommaHint()}</p>
      </Group>

      <Group legend={t.fieldsGroupSocial()}>
        {OWNER_SOCIAL_NETWORKS.map((network) => (
          <TextField key={network} {...text(network)} type="url" inputMode="url" placeholder={SOCIAL_PLACEHOLDERS[network]} />
        ))}
      </Group>
    </div>
  );
}
