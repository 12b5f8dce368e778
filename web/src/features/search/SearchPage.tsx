export function SearchPage() {
  return <h1 className="p-8 text-2xl font-bold">SearchPage</h1>;
}
