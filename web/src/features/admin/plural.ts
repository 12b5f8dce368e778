/** A count with its noun: '1 business', '3 businesses', '2 days'. */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
