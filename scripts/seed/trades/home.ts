// Trades that keep a home running: what each sub-category fixes, fits or supplies, and what households write about it.
import type { TradeSeed } from '../types.ts';

export const HOME_TRADES: Record<string, TradeSeed> = {
  electricians: {
    subcategories: {
      'House Wiring': { items: ['house rewiring', 'mcb trip', 'switchboard repair', 'earthing'], keywords: ['wiring', 'switchboard'] },
      'Inverter & UPS': {
        items: ['inverter installation', 'ups battery', 'inverter battery replacement'],
        keywords: ['inverter'],
        services: ['Inverter installation', 'Fault finding', 'Annual maintenance', 'MCB & DB work'],
      },
      'Fan & Light Fitting': {
        items: ['ceiling fan installation', 'led light fitting', 'chandelier fitting'],
        keywords: ['fan repair', 'light fitting'],
      },
      'Electrical Contractors': { items: ['new building wiring', '3-phase connection', 'bescom meter'] },
      'Generator Service': {
        items: ['generator service', 'dg set maintenance'],
        services: ['Generator servicing', 'Annual maintenance', 'Fault finding'],
      },
      'CCTV Installation': {
        items: ['cctv installation', 'dvr setup', 'camera repair'],
        keywords: ['cctv'],
        services: ['CCTV installation', 'Annual maintenance', 'Fault finding'],
      },
    },
    reviews: {
      good: [
        'The electrician came within an hour of calling and traced the {item} problem in ten minutes.',
        'Charged ₹350 for the visit and fixed two other switches without extra charge.',
        'Left no mess after drilling, even wiped the wall.',
        'He showed us the burnt wire before replacing it and explained what went wrong.',
        'Used ISI-marked wires and gave a bill with warranty.',
        'Very reliable, we call them for everything from {item} to {other}.',
      ],
      mixed: [
        'Work was good but he came a day later than promised.',
        'Sorted the {item} properly, rates are slightly higher than local electricians.',
        'Good job overall, though they had to come back once to redo a connection.',
      ],
      bad: [
        'The same MCB started tripping the next day and they stopped picking up calls.',
        'Quoted ₹500 on the phone and asked for ₹1,200 after the job.',
        'Never turned up on Saturday after confirming twice on the phone.',
      ],
      titles: {
        good: ['Quick and reliable', 'Sorted quickly', 'Honest electrician'],
        mixed: ['Good work, came late', 'Okay electrician'],
        bad: ['Problem came back', 'Overcharged'],
      },
    },
  },
  plumbers: {
    subcategories: {
      'Leak Repair': { items: ['tap leak', 'pipe leak', 'concealed leak'] },
      'Bathroom Fitting': { items: ['shower fitting', 'wash basin fitting', 'geyser fitting', 'commode fitting'] },
      'Water Tank Cleaning': {
        items: ['sump cleaning', 'overhead tank cleaning'],
        services: ['Sump & tank cleaning', 'Leak repair', 'Motor & pump repair'],
      },
      Drainage: {
        items: ['blocked drain', 'kitchen sink block', 'sewage line'],
        services: ['Drain unblocking', 'New pipelines', 'Leak repair'],
      },
      'Borewell & Motor': {
        items: ['motor repair', 'borewell pump', 'pressure pump'],
        keywords: ['borewell'],
        services: ['Motor & pump repair', 'New pipelines', 'Sump & tank cleaning'],
      },
      'Water Purifier Service': {
        items: ['ro service', 'filter change', 'water purifier installation'],
        services: ['RO purifier service', 'Leak repair'],
      },
    },
    reviews: {
      good: [
        'The plumber sorted out the {item} job quickly without breaking half the wall.',
        'Came on a Sunday morning and had the spare part with him.',
        'Charges were fair, ₹450 for the visit and the part at MRP.',
        'Cleaned up after the work and checked every tap before leaving.',
        'Called them for the {item} and they also looked at the {other} in the same visit.',
      ],
      mixed: [
        'Good work, but they do not give a time slot, you wait the whole morning.',
        'The {item} is sorted, the new tap they fitted already feels loose.',
        'Reasonable rates, though the helper did most of the work while the plumber was on the phone.',
      ],
      bad: [
        'The leak started again in two days and they asked for another visit fee.',
        'Left the bathroom full of mud and broken tile pieces.',
        'Quoted one price, then added charges for material without showing any bill.',
      ],
      titles: {
        good: ['Fixed fast', 'Reliable plumber', 'Saved our Sunday'],
        mixed: ['Good, but no time slot', 'Average work'],
        bad: ['Leak came back', 'Messy work'],
      },
    },
  },
  'ac-and-appliance-repair': {
    subcategories: {
      'AC Service': {
        items: ['ac service', 'ac gas refill', 'split ac installation'],
        keywords: ['ac repair', 'ac gas filling', 'ac installation'],
        namePatterns: ['{locality} Cool Care', '{surname} Aircon Services', '{word} Cooling Solutions'],
        services: ['AC servicing', 'AC gas refill', 'AC installation & uninstallation', 'Annual maintenance contracts'],
      },
      'Refrigerator Repair': {
        items: ['fridge cooling problem', 'compressor repair', 'fridge gas filling'],
        keywords: ['fridge repair'],
        namePatterns: ['Sri {word} Refrigeration', '{locality} Fridge Care', '{first} Cooling Works'],
        services: ['Fridge repair', 'Annual maintenance contracts'],
      },
      'Washing Machine Repair': {
        items: ['washing machine repair', 'drum noise', 'front load service'],
        namePatterns: ['{first} Appliance Service', '{locality} Washing Machine Care', 'Sri {word} Home Appliances Service'],
        services: ['Washing machine repair', 'Annual maintenance contracts'],
      },
      'RO Purifier Service': {
        items: ['ro service', 'ro filter change', 'ro installation'],
        keywords: ['water purifier'],
        namePatterns: ['{locality} Water Solutions', 'Sri {word} RO Service', '{first} Aqua Care'],
        services: ['RO purifier service', 'Annual maintenance contracts'],
      },
      'Microwave Repair': {
        items: ['microwave repair', 'otg repair', 'microwave'],
        namePatterns: ['{first} Appliance Service', '{locality} Home Appliance Care', 'Sri {word} Electronics Service'],
        services: ['Microwave & OTG repair', 'Annual maintenance contracts'],
      },
      'Geyser Repair': {
        items: ['geyser repair', 'geyser installation', 'heating element'],
        namePatterns: ['{first} Appliance Service', '{locality} Geyser Repairs', 'Sri {word} Water Heater Service'],
        services: ['Geyser repair & installation', 'Annual maintenance contracts'],
      },
    },
    reviews: {
      good: [
        'The technician came the same day for the {item} and finished in an hour.',
        'He showed me the old part and did not replace anything unnecessarily.',
        'Gave a written warranty and a GST bill without my asking.',
        'Polite technician, spread a sheet on the floor before opening the unit.',
        "Much cheaper than the brand's service centre, and equally good work.",
      ],
      mixed: [
        'Work was fine, but the technician arrived three hours after the slot.',
        'The {item} was done properly, spare parts cost more than I expected.',
        'Good service, though they tried hard to sell me an annual contract.',
      ],
      bad: [
        'The same problem returned within a week and they want fresh charges.',
        'Charged for a part that was clearly not needed.',
        'The technician left the panel loose and water leaked onto the floor at night.',
      ],
      titles: {
        good: ['Same-day repair', 'Honest technician', 'Good value repair'],
        mixed: ['Late, but fixed', 'Okay service'],
        bad: ['Problem returned', 'Unnecessary charges'],
      },
    },
  },
  'pest-control': {
    subcategories: {
      'Termite Control': { items: ['termite treatment', 'anti termite drilling'], keywords: ['anti termite'] },
      'Cockroach Control': { items: ['cockroach gel treatment', 'kitchen pest control'], keywords: ['cockroach'] },
      'Bed Bug Treatment': { items: ['bed bug treatment', 'mattress spray'], keywords: ['bed bugs'] },
      'Rodent Control': { items: ['rat control', 'rat bait boxes'] },
      'Mosquito Control': { items: ['mosquito fogging', 'larvicide spray'] },
      'Wood Borer Treatment': {
        items: ['wood borer treatment', 'furniture injection'],
        keywords: ['wood borer'],
        services: ['Wood borer treatment', 'Termite treatment', 'Annual contracts'],
      },
    },
    reviews: {
      good: [
        'After the {item} the problem has not come back in three months.',
        'The team explained which rooms to keep closed and for how long.',
        'The smell was mild and gone by evening, safe with a toddler at home.',
        'Came for the free follow-up visit on the promised date without reminding.',
        'Price was ₹1,800 for a 2BHK, fair for the quality of work.',
      ],
      mixed: [
        'Treatment worked, but they came an hour late and rushed through.',
        'The {item} was effective for two months, then we needed another round.',
        'Good team, though the gel marks on the cabinets are still there.',
      ],
      bad: [
        'Saw as many pests a week later, and they refused a free re-visit.',
        'Strong chemical smell for two days, nobody warned us about it.',
        'The salesman promised a warranty that the technician had never heard of.',
      ],
      titles: {
        good: ['Pest-free home', 'Effective treatment', 'Safe and neat'],
        mixed: ['Worked for a while', 'Okay job'],
        bad: ['Did not work', 'Empty promises'],
      },
    },
  },
  'home-cleaning': {
    subcategories: {
      'Deep Cleaning': { items: ['full home deep cleaning', 'festival cleaning'] },
      'Bathroom Cleaning': { items: ['bathroom cleaning', 'tile descaling'] },
      'Sofa Shampooing': {
        items: ['sofa shampooing', 'carpet shampoo', 'mattress cleaning'],
        keywords: ['sofa cleaning'],
        services: ['Sofa & carpet shampooing', 'Full home deep cleaning', 'Office housekeeping'],
      },
      'Kitchen Cleaning': { items: ['kitchen degreasing', 'chimney cleaning'] },
      'Move-in Cleaning': { items: ['move-in cleaning', 'move-out cleaning'], keywords: ['move in cleaning'] },
      'Water Tank Cleaning': {
        items: ['overhead tank cleaning', 'sump cleaning'],
        services: ['Water tank cleaning', 'Full home deep cleaning'],
      },
    },
    reviews: {
      good: [
        'Three people came with their own machines and finished our 2BHK in six hours.',
        'The {item} was thorough, corners we had given up on look new.',
        'The supervisor walked through every room with us before leaving.',
        'They used mild chemicals on the marble as we asked.',
        'Booked on WhatsApp and got a slot for the next morning.',
      ],
      mixed: [
        'Good job in the bathrooms, the windows were only half done.',
        'The {item} was fine, but they came two hours late.',
        'Reasonable rate, though they asked us for buckets and cloths.',
      ],
      bad: [
        'Water spots everywhere and the balcony was not touched at all.',
        'They scratched our wooden floor with a scrubber and denied it.',
        'The team left after four hours saying the rest was extra work.',
      ],
      titles: {
        good: ['Sparkling home', 'Thorough {item}', 'Worth it before the festival'],
        mixed: ['Half done', 'Decent but late'],
        bad: ['Shoddy work', 'Damaged our floor'],
      },
    },
  },
  'packers-and-movers': {
    subcategories: {
      'Local Shifting': {
        items: ['house shifting', '2bhk shifting', 'local shifting'],
        keywords: ['tempo for shifting', 'home relocation'],
      },
      'Intercity Moves': {
        items: ['intercity shifting', 'bangalore to chennai move', 'bangalore to hyderabad move'],
        keywords: ['intercity moving'],
      },
      'Office Relocation': { items: ['office shifting', 'it equipment moving'] },
      'Vehicle Transport': {
        items: ['bike transport', 'car transport'],
        services: ['Car & bike transport', 'Transit insurance'],
      },
      Storage: {
        items: ['household storage', 'warehouse storage'],
        services: ['Warehouse storage', 'Packing & unpacking', 'Loading & unloading'],
      },
      'International Moving': {
        items: ['international relocation', 'sea freight'],
        services: ['International relocation', 'Packing & unpacking', 'Transit insurance'],
      },
    },
    reviews: {
      good: [
        'The team packed our entire flat in four hours, every glass wrapped separately.',
        'Nothing broken, not even the old showcase glass.',
        'The final amount matched the survey quote, no last-minute additions.',
        'The supervisor shared the truck number and kept updating us on WhatsApp.',
        'They dismantled and refitted the beds and the wardrobe at the new place.',
      ],
      mixed: [
        'Packing was good, but the truck reached four hours late.',
        'The {item} went fine, unpacking was left half done.',
        'Fair price, though they asked for a tip for carrying things up three floors.',
      ],
      bad: [
        'Our fridge came with a big dent and the claim is still pending after two months.',
        'They demanded ₹6,000 more at the destination before unloading.',
        'Cartons were reused and tore while lifting, things fell on the road.',
      ],
      titles: {
        good: ['Smooth {item}', 'Careful packers', 'No surprises'],
        mixed: ['Good, but late', 'Average movers'],
        bad: ['Damaged goods', 'Held our things for money'],
      },
    },
  },
  'interior-designers': {
    subcategories: {
      'Modular Kitchens': {
        items: ['modular kitchen', 'kitchen cabinets', 'tall unit'],
        namePatterns: ['{locality} Modular Kitchens', '{word} Kitchens', '{surname} Kitchen Studio'],
        services: ['3D design', 'Modular kitchens', 'Wardrobes & storage', 'Renovation'],
      },
      'Full Home Interiors': {
        items: ['2bhk interiors', '3bhk interiors', 'tv unit'],
        namePatterns: ['{word} Interiors', '{surname} Design Studio', '{first} Home Decor', 'Studio {word}', '{word} Living'],
        services: [
          '3D design',
          'Modular kitchens',
          'Wardrobes & storage',
          'False ceiling',
          'Painting & wallpaper',
          'Turnkey execution',
          'Renovation',
        ],
      },
      Wardrobes: {
        items: ['sliding wardrobe', 'loft storage', 'walk-in wardrobe'],
        keywords: ['wardrobe'],
        namePatterns: ['{word} Interiors', '{surname} Design Studio', '{first} Wardrobe Studio'],
        services: ['3D design', 'Wardrobes & storage', 'Modular kitchens'],
      },
      'Office Interiors': {
        items: ['office interiors', 'workstations', 'cabin partitions'],
        namePatterns: ['{word} Workspace Interiors', '{surname} Office Interiors', '{locality} Office Fit-outs'],
        services: ['3D design', 'Office fit-outs', 'False ceiling', 'Turnkey execution'],
      },
      'False Ceiling': {
        items: ['false ceiling', 'gypsum ceiling', 'cove lighting'],
        namePatterns: ['{locality} Ceiling Works', '{first} Gypsum Ceilings', '{word} Interiors'],
        services: ['False ceiling', 'Painting & wallpaper', 'Renovation'],
      },
      'Painting & Wallpaper': {
        items: ['interior painting', 'wallpaper', 'texture paint'],
        namePatterns: ['{first} Painting Contractors', '{locality} Paints & Wallpapers', '{word} Wall Decor'],
        services: ['Painting & wallpaper', 'Renovation'],
      },
    },
    reviews: {
      good: [
        'What got built matched the 3D design, down to the handle colour.',
        'Handed over our {item} two days before the promised date.',
        'The site supervisor sent photos every evening while we were at work.',
        'Hardware is good quality, drawers still close softly after a year.',
        'The quote was itemised line by line, so we could cut things to fit our budget.',
      ],
      mixed: [
        'Work quality is good, but the project ran three weeks late.',
        'The {item} came out well, the finishing on the edges could be better.',
        'Nice designs, though the final bill was about 10 percent over the quote.',
      ],
      bad: [
        'Laminate started peeling within six months and they keep postponing the repair visit.',
        'Took 50 percent advance and then the carpenters vanished for a month.',
        'Measurements were wrong and the {item} had to be redone.',
      ],
      titles: {
        good: ['Dream {item}', 'On time, as designed', 'Transparent pricing'],
        mixed: ['Good work, delayed', 'Almost there'],
        bad: ['Poor after-sales', 'Delays and excuses'],
      },
    },
  },
  'hardware-stores': {
    subcategories: {
      'Hardware & Tools': {
        items: ['door locks', 'drill machine', 'screws', 'hinges'],
        keywords: ['tools'],
        namePatterns: ['{locality} Hardware', '{word} Hardware Stores', '{surname} Traders'],
        services: ['Bulk supply to contractors', 'Home delivery', 'Tool rental', 'Key duplication'],
      },
      Paints: {
        items: ['asian paints', 'wall putty', 'enamel paint', 'primer'],
        keywords: ['asian paints dealer', 'paint shop'],
        namePatterns: ['{first} Paint House', 'Sri {word} Paints', '{locality} Colour Centre'],
        services: ['Paint colour mixing', 'Bulk supply to contractors', 'Home delivery'],
      },
      Sanitaryware: {
        items: ['wash basin', 'commode', 'cp fittings', 'shower mixer'],
        keywords: ['sanitary'],
        namePatterns: ['{locality} Sanitary Mart', 'Sri {word} Sanitaryware', '{surname} Bath Fittings'],
        services: ['Bulk supply to contractors', 'Home delivery'],
      },
      'Electrical Supplies': {
        items: ['wires', 'switches', 'mcb', 'led bulbs'],
        keywords: ['electrical shop'],
        namePatterns: ['{locality} Electrical Stores', 'Sri {word} Electricals', '{surname} Switchgear Traders'],
        services: ['Bulk supply to contractors', 'Home delivery'],
      },
      'Plywood & Laminates': {
        items: ['plywood', 'laminates', 'block board'],
        namePatterns: ['{locality} Plywood Centre', 'Sri {word} Plywoods', '{surname} Ply & Laminates'],
        services: ['Plywood cutting', 'Bulk supply to contractors', 'Home delivery'],
      },
      Tiles: {
        items: ['floor tiles', 'wall tiles', 'granite'],
        keywords: ['tiles'],
        namePatterns: ['{locality} Tiles & Granites', 'Sri {word} Tile Gallery', '{surname} Tiles'],
        services: ['Bulk supply to contractors', 'Home delivery'],
      },
    },
    reviews: {
      good: [
        'The counter staff found the exact {item} I needed from a blurry photo on my phone.',
        'Rates are lower than the big stores and they give a proper GST bill.',
        'Delivered everything to the site the same afternoon.',
        'The owner suggested a cheaper {item} that works just as well.',
        'Good stock of {item} and {other}, rarely have to go anywhere else.',
      ],
      mixed: [
        'Good range, but the shop is cramped and parking is impossible.',
        'The {item} was fine, they charged for delivery even within a kilometre.',
        'Helpful staff, only they close for lunch right when contractors come.',
      ],
      bad: [
        'Sold me the wrong size and refused to exchange it the next day.',
        'The {item} was from an old batch, dusty and past its best.',
        'The billing counter ignored me for 15 minutes because a contractor was buying in bulk.',
      ],
      titles: {
        good: ['Has everything', 'Helpful counter staff', 'Good rates on {item}'],
        mixed: ['Good stock, cramped shop', 'Fine for small things'],
        bad: ['No exchange', 'Old stock'],
      },
    },
  },
  furniture: {
    subcategories: {
      Sofas: {
        items: ['sofa set', 'l-shaped sofa', 'sofa cum bed', 'recliner'],
        keywords: ['sofa repair', 'sofa'],
        namePatterns: ['{first} Sofa Works', '{locality} Sofa Mart', '{word} Sofas'],
        services: ['Ready furniture', 'Custom orders', 'Sofa repair & upholstery', 'Home delivery & fitting', 'Old furniture exchange'],
      },
      'Beds & Mattresses': {
        items: ['king size bed', 'mattress', 'storage bed', 'orthopaedic mattress'],
        keywords: ['bed'],
        namePatterns: ['{locality} Mattress House', '{word} Beds & Mattresses', '{surname} Furnitures'],
        services: ['Ready furniture', 'Custom orders', 'Home delivery & fitting', 'Old furniture exchange'],
      },
      'Office Furniture': {
        items: ['office chair', 'workstation', 'conference table'],
        namePatterns: ['{word} Office Systems', '{locality} Office Furniture', '{surname} Workspace Furniture'],
        services: ['Office furniture', 'Custom orders', 'Home delivery & fitting'],
      },
      'Custom Furniture': {
        items: ['dining table', 'custom wardrobe', 'teak cot', 'pooja unit'],
        keywords: ['teak furniture', 'wardrobe'],
        namePatterns: ['Sri {first} Furniture Works', '{word} Furniture', '{surname} Carpentry Works'],
        services: ['Custom orders', 'Home delivery & fitting', 'Sofa repair & upholstery'],
      },
      'Second-hand Furniture': {
        items: ['used sofa', 'second-hand cot', 'used dining table'],
        keywords: ['used furniture'],
        namePatterns: ['{locality} Used Furniture', '{first} Old Furniture Mart', 'New {locality} Furniture Exchange'],
        services: ['Ready furniture', 'Old furniture exchange', 'Home delivery & fitting'],
      },
      'Cane & Rattan': {
        items: ['cane chair', 'cane swing', 'rattan sofa'],
        namePatterns: ['{word} Cane Furniture', '{locality} Cane & Bamboo Works', 'Sri {first} Cane House'],
        nameWords: ['Heritage', 'Natural', 'Coastal', 'Green', 'Comfort'],
        services: ['Ready furniture', 'Custom orders', 'Home delivery & fitting'],
      },
    },
    reviews: {
      good: [
        'Bought a {item} here two years ago and it still looks new.',
        'Solid wood, not particle board painted to look like it.',
        'Free delivery and the boys assembled everything in an hour.',
        'The owner gave a good discount when we took the {item} and the {other} together.',
        'They made it to our exact measurements for the small bedroom.',
      ],
      mixed: [
        'Good quality, but delivery took three weeks instead of one.',
        'The {item} is comfortable, the fabric is thinner than the sample.',
        'Reasonable prices, showroom staff are not very knowledgeable though.',
      ],
      bad: [
        'Polish started coming off within months and they said it is not covered.',
        'They delivered the wrong colour and wanted extra to change it.',
        'The {item} wobbles and nobody came back to fix it despite many calls.',
      ],
      titles: {
        good: ['Sturdy {item}', 'Built to last', 'Good value furniture'],
        mixed: ['Good, but slow delivery', 'Okay quality'],
        bad: ['Poor finish', 'No after-sales'],
      },
    },
  },
  'laundry-and-dry-cleaning': {
    subcategories: {
      'Dry Cleaning': { items: ['dry cleaning', 'suit dry clean', 'silk saree dry clean'] },
      'Wash & Iron': { items: ['wash and fold', 'wash and iron'] },
      'Steam Ironing': {
        items: ['steam press', 'shirt ironing'],
        services: ['Steam ironing', 'Wash & fold', 'Free pickup & delivery'],
      },
      'Saree Rolling': { items: ['saree rolling', 'saree polishing'] },
      'Shoe Cleaning': {
        items: ['shoe cleaning', 'sneaker cleaning'],
        services: ['Shoe cleaning', 'Free pickup & delivery'],
      },
      'Curtain & Carpet Cleaning': { items: ['curtain cleaning', 'carpet cleaning'] },
    },
    reviews: {
      good: [
        'Everything came back from {item} looking new, no colour bleed at all.',
        'Pickup and delivery on time every week, not missed once.',
        'Clothes come back neatly folded and smelling fresh, not of chemicals.',
        'They pointed out a stain before taking the shirt, so no arguments later.',
        '₹12 a piece for ironing is fair for {locality}.',
      ],
      mixed: [
        'Good work, but they sometimes mix up a piece or two with other orders.',
        'The {item} was fine, delivery took four days instead of two.',
        'Nice service, the rate card keeps changing though.',
      ],
      bad: [
        'A shirt came back with a burn mark and they offered ₹100 as compensation.',
        'Lost a bedsheet and still insist it was never given.',
        'The {item} left white patches and a chemical smell.',
      ],
      titles: {
        good: ['Clothes like new', 'Reliable weekly pickup', 'Careful with clothes'],
        mixed: ['Good, sometimes slow', 'Okay laundry'],
        bad: ['Damaged my clothes', 'Lost items'],
      },
    },
  },
};
