export function CategoryPage() {
  return <h1 className="p-8 text-2xl font-bold">CategoryPage</h1>;
}
