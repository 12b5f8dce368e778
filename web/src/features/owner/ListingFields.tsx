import type { ReactNode } from 'react';
import { FOOD_CATEGORIES, SERVES, SERVES_CATEGORIES, SERVES_LABELS } from '@contracts/attributes.ts';
import { PRICE_LABELS, priceTier } from '@contracts/format.ts';
import { MIN_DESCRIPTION, OWNER_SOCIAL_NETWORKS } from '@contracts/owner.ts';
import { Field, inputClass, TextAreaField, TextField } from '../../components/FormField.tsx';
import { useCategoryList } from '../../lib/directory-lists.ts';
import type { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { labelOf, REVIEWED_FIELDS, type ListingFormField, type ListingFormValues } from './listing-form.ts';

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
  const categories = useCategoryList();
  const { field, values, errors, set } = form;
  const note = (name: ListingFormField) =>
    reviewed && REVIEWED_FIELDS.includes(name) ? (
      <p className="mt-1 text-xs text-amber-800">Checked by our team before it changes</p>
    ) : null;
  const text = (name: ListingFormField) => ({ label: labelOf(name), ...field(name) });
  const optional = (name: ListingFormField) => ({ ...text(name), label: `${labelOf(name)} (optional)` });
  const sorted = categories.data?.toSorted((a, b) => a.name.localeCompare(b.name)) ?? [];
  const described = values.description.trim().length;

  return (
    <div className="space-y-6">
      <Group legend="About the business">
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
        <p className="-mt-3 text-xs text-slate-600">
          Your name as your signboard writes it, in Kannada or Devanagari letters. People find you by it in search.
        </p>
        <div>
          <Field label={labelOf('category')} error={errors.category}>
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
                <option value="">{categories.isPending ? 'Loading categories…' : 'Choose a category'}</option>
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
              Could not load the categories.{' '}
              <button type="button" onClick={() => void categories.refetch()} className="font-semibold underline">
                Try again
              </button>
            </p>
          )}
          {note('category')}
        </div>
        <TextField {...optional('subcategory')} placeholder="e.g. South Indian restaurant" />
        <div>
          <TextAreaField {...text('description')} required rows={5} maxLength={MAX_DESCRIPTION} />
          <p className="mt-1 text-xs text-slate-600">
            {described} of {MAX_DESCRIPTION} characters{described < MIN_DESCRIPTION ? ` · at least ${MIN_DESCRIPTION}` : ''}
          </p>
        </div>
        <Field label={labelOf('priceRange')} error={errors.priceRange}>
          {(control) => (
            <select
              {...control}
              name="priceRange"
              value={values.priceRange}
              onChange={(event) => set('priceRange', event.target.value)}
              className={inputClass(Boolean(errors.priceRange))}
            >
              {Object.entries(PRICE_LABELS).map(([level, label]) => (
                <option key={level} value={level}>
                  {priceTier(Number(level))} · {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </Group>

      <Group legend="What it offers">
        <p className="-mt-2 text-sm text-slate-600">Residents search for these: “girls PG”, “pure veg”, “home visit”.</p>
        {SERVES_CATEGORIES.includes(values.category) && (
          <Field label={labelOf('serves')} error={errors.serves}>
            {(control) => (
              <select
                {...control}
                name="serves"
                value={values.serves}
                onChange={(event) => set('serves', event.target.value)}
                className={inputClass(Boolean(errors.serves))}
              >
                <option value="">Not stated</option>
                {SERVES.map((serves) => (
                  <option key={serves} value={serves}>
                    {SERVES_LABELS[serves]}
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
              {labelOf(name)}
            </label>
          ))}
      </Group>

      <Group legend="Where to find it">
        <div>
          <TextAreaField {...text('address')} required rows={2} autoComplete="street-address" />
          {note('address')}
        </div>
        <div>
          <TextField {...text('pincode')} required inputMode="numeric" autoComplete="postal-code" maxLength={6} placeholder="560001" />
          {note('pincode')}
        </div>
      </Group>

      <Group legend="How to reach it">
        <div>
          <TextField {...text('phone')} required type="tel" inputMode="tel" placeholder="+91 98450 12345" />
          {note('phone')}
        </div>
        <TextField {...optional('whatsapp')} type="tel" inputMode="tel" placeholder="+91 98450 12345" />
        <TextField {...optional('email')} type="email" autoComplete="email" placeholder="hello@yourbusiness.in" />
        <TextField {...optional('website')} type="url" inputMode="url" placeholder="https://yourbusiness.in" />
      </Group>

      <Group legend="What you offer">
        <TextField {...optional('amenities')} placeholder="Wi-Fi, Parking, Home delivery" />
        <TextField {...optional('keywords')} placeholder="biryani, family restaurant" />
        <p className="text-xs text-slate-600">Separate words with commas. People find you by them in search.</p>
      </Group>

      <Group legend="Social media (optional)">
        {OWNER_SOCIAL_NETWORKS.map((network) => (
          <TextField key={network} {...text(network)} type="url" inputMode="url" placeholder={SOCIAL_PLACEHOLDERS[network]} />
        ))}
      </Group>
    </div>
  );
}
