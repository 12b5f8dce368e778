export function CategoriesPage() {
  return <h1 className="p-8 text-2xl font-bold">CategoriesPage</h1>;
}
