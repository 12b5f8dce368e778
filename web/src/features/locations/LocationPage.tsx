export function LocationPage() {
  return <h1 className="p-8 text-2xl font-bold">LocationPage</h1>;
}
