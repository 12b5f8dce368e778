import {
  Activity, AirVent, Armchair, Bed, Beer, Bone, Briefcase, Bug, Building2, Cake, Calculator, Camera, Car, CarFront, ChefHat, Coffee, Dumbbell, FlaskConical,
  Flower, Gem, Glasses, GraduationCap, Hammer, Heart, Hotel, House, Key, Landmark, Laptop, Leaf, type LucideIcon, Monitor,
  Package, PartyPopper, PawPrint, Pill, Plane, Printer, Scale, Scissors, Shirt, ShoppingBag, Smartphone, Smile, Sofa, Sparkles, SprayCan,
  Stethoscope, Store, Truck, Utensils, WashingMachine, Wrench, Zap,
} from 'lucide-react';

/** docs/product.md §3.8: a fixed palette of 28 colours, picked by the sum of the name's character codes. */
export const CATEGORY_PALETTE = [
  '#2563eb', '#dc2626', '#059669', '#d97706', '#7c3aed', '#db2777', '#0891b2', '#65a30d', '#ea580c', '#4f46e5',
  '#0d9488', '#be123c', '#9333ea', '#16a34a', '#ca8a04', '#0284c7', '#c026d3', '#e11d48', '#15803d', '#b45309',
  '#1d4ed8', '#047857', '#7e22ce', '#a16207', '#0369a1', '#b91c1c', '#4338ca', '#0f766e',
] as const;

export function categoryColour(name: string): string {
  let sum = 0;
  for (const char of name) sum += char.charCodeAt(0);
  return CATEGORY_PALETTE[sum % CATEGORY_PALETTE.length] as string;
}

/** Icon names stored with categories (lucide, kebab-case) to components; the briefcase is the default. */
const ICONS: Record<string, LucideIcon> = {
  activity: Activity, 'air-vent': AirVent, armchair: Armchair, beer: Beer, bone: Bone, 'building-2': Building2, 'bed-double': Bed, bed: Bed, briefcase: Briefcase, bug: Bug, cake: Cake,
  calculator: Calculator, camera: Camera, car: Car, 'car-front': CarFront, 'chef-hat': ChefHat, coffee: Coffee,
  dumbbell: Dumbbell, 'flask-conical': FlaskConical, flower: Flower, 'flower-2': Flower, gem: Gem, glasses: Glasses,
  'graduation-cap': GraduationCap, hammer: Hammer, heart: Heart, hotel: Hotel, house: House, home: House, key: Key,
  landmark: Landmark, laptop: Laptop, leaf: Leaf, monitor: Monitor, package: Package, 'party-popper': PartyPopper,
  'paw-print': PawPrint, pill: Pill, plane: Plane, printer: Printer, scale: Scale, scissors: Scissors, shirt: Shirt,
  'shopping-bag': ShoppingBag, smartphone: Smartphone, smile: Smile, sofa: Sofa, sparkles: Sparkles, 'spray-can': SprayCan, stethoscope: Stethoscope,
  store: Store, truck: Truck, utensils: Utensils, 'washing-machine': WashingMachine, wrench: Wrench, zap: Zap,
};

export function categoryIcon(name: string | null | undefined): LucideIcon {
  return (name && ICONS[name]) || Briefcase;
}
