export function BusinessesPage() {
  return <h1 className="p-8 text-2xl font-bold">BusinessesPage</h1>;
}
