export function LocationsPage() {
  return <h1 className="p-8 text-2xl font-bold">LocationsPage</h1>;
}
