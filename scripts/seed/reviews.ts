// Reviews composed from a trade's sentences: the rating sets the tone, the draw sets the length.
import type { Random } from './random.ts';
import type { ReviewBank, ReviewTone } from './types.ts';

/** Sentences in a review: a fifth are a single line, a few run to a short paragraph. */
const LENGTHS = [1, 1, 2, 2, 2, 3, 3, 3, 4, 5] as const;

export interface ReviewTokens {
  name: string;
  locality: string;
  /** The business's sub-category items; {item} and {other} are two different ones. */
  items: readonly string[];
}

export interface ComposedReview {
  title: string | null;
  content: string;
}

const toneOf = (rating: number): ReviewTone => (rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad');

/**
 * The tones of a review's sentences, in order: a 5 is all praise, a 4 praise that may end on a hedge, a 3 leads with
 * both sides, a 2 complains and may concede something, a 1 complains.
 */
function tones(random: Random, rating: number, length: number): ReviewTone[] {
  switch (rating) {
    case 5:
      return Array.from({ length }, () => 'good');
    case 4:
      return Array.from({ length }, (_, n) => (n === length - 1 && length > 1 && random.chance(0.5) ? 'mixed' : 'good'));
    case 3:
      return Array.from({ length }, (_, n) => (n === 0 ? 'mixed' : random.chance(0.5) ? 'good' : 'bad'));
    case 2:
      return Array.from({ length }, (_, n) => (n === length - 1 && length > 1 ? 'mixed' : 'bad'));
    default:
      return Array.from({ length }, () => 'bad');
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A review of `rating` stars in the words of the business's trade; a few leave the title empty, as people do. */
export function composeReview(random: Random, bank: ReviewBank, rating: number, tokens: ReviewTokens): ComposedReview {
  const [item, other] = random.sample(tokens.items, 2) as [string, string];
  const fill = (template: string) =>
    template
      .replace(/\{name\}/g, tokens.name)
      .replace(/\{locality\}/g, tokens.locality)
      .replace(/\{item\}/g, item)
      .replace(/\{other\}/g, other);

  const wanted = tones(random, rating, random.pick(LENGTHS));
  // Each tone's sentences in a random order, taken without repeats: a long review never says a thing twice.
  const queues: Record<ReviewTone, string[]> = {
    good: random.sample(bank.good, bank.good.length),
    mixed: random.sample(bank.mixed, bank.mixed.length),
    bad: random.sample(bank.bad, bank.bad.length),
  };
  const sentences = wanted.flatMap((tone) => {
    const sentence = queues[tone].shift();
    return sentence ? [capitalise(fill(sentence))] : [];
  });
  const title = random.chance(0.8) ? capitalise(fill(random.pick(bank.titles[toneOf(rating)]))) : null;
  return { title, content: sentences.join(' ') };
}
