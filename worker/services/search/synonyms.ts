/**
 * Words Indians use for the same trade. A query word (or two-word phrase) in a group also searches for every
 * other entry of that group.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['chemist', 'pharmacy', 'pharmacies', 'medical store', 'medicals', 'druggist'],
  ['kirana', 'grocery', 'groceries', 'provision store', 'general store', 'supermarket'],
  ['dhaba', 'restaurant', 'eatery'],
  ['pg', 'paying guest', 'hostel', 'co-living'],
  ['doctor', 'clinic', 'physician'],
  ['dentist', 'dentists', 'dental'],
  ['salon', 'salons', 'parlour', 'parlor', 'barber'],
  ['gym', 'fitness', 'workout'],
  ['ac', 'air conditioner'],
  ['tuition', 'tuitions', 'coaching', 'classes'],
  ['mechanic', 'garage', 'car repair', 'workshop'],
  ['tiffin', 'mess', 'meals'],
  ['lawyer', 'advocate', 'legal'],
  ['ca', 'chartered accountant', 'tax consultant'],
  ['vet', 'veterinary', 'pet clinic'],
  ['movers', 'packers', 'relocation'],
  ['optician', 'opticians', 'optical', 'spectacles'],
  ['bakery', 'bakeries', 'cake shop'],
  ['hospital', 'nursing home'],
  ['physio', 'physiotherapy', 'physiotherapist'],
  ['laundry', 'dry cleaning', 'dhobi', 'ironing'],
  ['tailor', 'tailors', 'darzi', 'boutique'],
  ['caterer', 'caterers', 'catering'],
  ['electrician', 'electricians', 'wiring'],
  ['plumber', 'plumbers', 'plumbing'],
  ['photographer', 'photographers', 'photography', 'photo studio'],
  ['jeweller', 'jewellers', 'jewelry', 'jewellery'],
  ['lab', 'diagnostic', 'pathology', 'blood test'],
];

const BY_PHRASE = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) for (const phrase of group) BY_PHRASE.set(phrase, group);

/** The group a word or phrase belongs to, if any. */
export function synonymsOf(phrase: string): readonly string[] | undefined {
  return BY_PHRASE.get(phrase);
}
