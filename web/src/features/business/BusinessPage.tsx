export function BusinessPage() {
  return <h1 className="p-8 text-2xl font-bold">BusinessPage</h1>;
}
