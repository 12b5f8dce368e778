// Shops and personal care: what each sub-category sells or does, and what its customers write about it.
import type { TradeSeed } from '../types.ts';

/** Shops without a changing room. */
const NO_TRIAL_ROOMS = [
  'UPI accepted',
  'Cards accepted',
  'Two-wheeler parking',
  'Air conditioned',
  'Home delivery',
  'Wheelchair accessible',
  'GST invoice',
];
/** Beauty services that need no shower. */
const DRY_STUDIO = [
  'Air conditioned',
  'Women staff',
  'Hygienic disposables',
  'Online booking',
  'UPI accepted',
  'Cards accepted',
  'Parking',
];

export const SHOP_TRADES: Record<string, TradeSeed> = {
  retail: {
    subcategories: {
      Supermarket: {
        items: ['fresh vegetables', 'groceries', 'dairy products', 'household items'],
        keywords: ['supermarket', 'grocery'],
        namePatterns: ['{locality} Super Market', 'Sri {word} Supermarket', '{first} Fresh Mart', 'New {locality} Super Bazaar'],
        services: ['Home delivery', 'WhatsApp orders', 'Monthly provisions', 'Bulk orders'],
        amenities: NO_TRIAL_ROOMS,
      },
      'Provision Store': {
        items: ['rice and dal', 'monthly provisions', 'loose oil', 'spices'],
        keywords: ['kirana', 'grocery', 'provision store', 'general store'],
        namePatterns: ['Sri {word} Stores', '{surname} & Sons Provisions', 'Sri {word} General Stores', '{locality} Provision Stores'],
        services: ['Home delivery', 'WhatsApp orders', 'Monthly provisions', 'Bulk orders'],
        amenities: NO_TRIAL_ROOMS,
      },
      Clothing: {
        items: ['kurtas', 'shirts', 'jeans', 'kids wear'],
        keywords: ['clothes shop'],
        namePatterns: ['{first} Fashions', '{locality} Garments', 'Sri {word} Textiles', '{surname} Readymades'],
        services: ['Exchange & returns', 'Alterations', 'Gift wrapping', 'WhatsApp orders'],
      },
      Electronics: {
        items: ['led tv', 'mixer grinder', 'washing machine', 'refrigerator'],
        keywords: ['electronics'],
        namePatterns: ['{locality} Electronics', '{first} Digital World', 'Sri {word} Electronics', '{surname} Home Appliances'],
        services: ['Home delivery', 'Installation & demo', 'Exchange & returns', 'WhatsApp orders'],
        amenities: NO_TRIAL_ROOMS,
      },
      Footwear: {
        items: ['school shoes', 'sandals', 'sports shoes', 'chappals'],
        keywords: ['footwear'],
        namePatterns: ['{locality} Footwear', '{first} Shoe Mart', 'Sri {word} Foot Wear', 'New {locality} Shoe Palace'],
        services: ['Exchange & returns', 'WhatsApp orders', 'Gift wrapping'],
        amenities: NO_TRIAL_ROOMS,
      },
      'Home Needs': {
        items: ['steel vessels', 'plastic containers', 'pressure cooker', 'bedsheets'],
        namePatterns: ['{locality} Home Needs', 'Sri {word} Steel & Plastics', '{first} Home Centre'],
        services: ['Home delivery', 'WhatsApp orders', 'Bulk orders', 'Gift wrapping'],
        amenities: NO_TRIAL_ROOMS,
      },
      Stationery: {
        items: ['notebooks', 'school supplies', 'art materials', 'exam pads'],
        keywords: ['stationery'],
        namePatterns: ['{locality} Stationers', 'Sri {word} Book & Stationery', '{first} Book House'],
        services: ['Bulk orders', 'WhatsApp orders', 'Home delivery', 'Gift wrapping'],
        amenities: NO_TRIAL_ROOMS,
      },
      Sarees: {
        items: ['mysore silk', 'kanjeevaram', 'cotton sarees', 'ilkal sarees'],
        keywords: ['sarees'],
        namePatterns: ['Sri {word} Silks', '{locality} Saree Centre', '{surname} Silk House', 'Sri {word} Sarees'],
        services: ['Exchange & returns', 'Gift wrapping', 'WhatsApp orders', 'Alterations'],
      },
    },
    reviews: {
      good: [
        'Everything from {item} to {other} under one roof, saves me a trip.',
        'The owner uncle knows my regular order and keeps it ready on Saturday.',
        'Prices are at MRP or less, and the bill is always correct.',
        'They deliver even a small order within the hour in {locality}.',
        'Staff helped my mother find everything without any irritation.',
        'Good collection of {item} for every budget.',
      ],
      mixed: [
        'Good variety but the billing queue is long in the evenings.',
        'The {item} is good quality, a little costlier than online.',
        'Helpful staff, though the shop is too packed to move around freely.',
      ],
      bad: [
        'Sold me a damaged piece and would not take it back.',
        'Refused an exchange even with the bill, said no exchange after billing.',
        'Staff follow you around as if you will steal something.',
      ],
      titles: {
        good: ['Everything in one place', 'Good {item} collection', 'Friendly neighbourhood shop'],
        mixed: ['Good, but crowded', 'Bit pricey'],
        bad: ['No exchange', 'Rude staff'],
      },
    },
  },
  jewellers: {
    subcategories: {
      'Gold Jewellery': {
        items: ['gold chain', 'gold bangles', 'gold earrings'],
        keywords: ['gold', 'hallmark gold', 'gold rate today', 'old gold exchange', 'bangles'],
        services: ['BIS hallmarked gold', 'Custom designs', 'Old gold exchange', 'Gold savings scheme', 'Jewellery repair'],
      },
      'Diamond Jewellery': {
        items: ['diamond ring', 'diamond earrings', 'solitaire'],
        keywords: ['diamond'],
        services: ['Certified diamonds', 'Custom designs', 'Old gold exchange', 'Jewellery repair'],
      },
      'Silver Articles': {
        items: ['silver pooja items', 'silver anklets', 'silver coins'],
        keywords: ['silver'],
        namePatterns: ['Sri {word} Silver Palace', '{locality} Silver House', '{surname} Silver Articles'],
        services: ['Silver articles', 'Custom designs', 'Jewellery repair'],
      },
      'Bridal Jewellery': {
        items: ['mangalsutra', 'bridal necklace', 'wedding set'],
        keywords: ['bridal jewellery', 'hallmark gold'],
        services: ['BIS hallmarked gold', 'Custom designs', 'Old gold exchange', 'Gold savings scheme', 'Jewellery repair'],
      },
      'Temple Jewellery': {
        items: ['temple jewellery', 'lakshmi haara', 'antique necklace'],
        keywords: ['hallmark gold'],
        services: ['BIS hallmarked gold', 'Custom designs', 'Old gold exchange', 'Gold savings scheme', 'Jewellery repair'],
      },
      'Imitation Jewellery': {
        items: ['one gram gold jewellery', 'oxidised jewellery', 'fashion earrings'],
        namePatterns: ['{first} Fashion Jewellery', '{locality} Imitation Jewellery', '{word} Costume Jewels'],
        services: ['Custom designs', 'Jewellery repair'],
      },
    },
    reviews: {
      good: [
        'Making charges were shown clearly on the bill, no hidden wastage.',
        "Bought my daughter's {item} here and the finish is beautiful.",
        'They gave the full rate of the day for our old gold, weighed in front of us.',
        'No pressure to buy, the staff showed us designs for over an hour patiently.',
        'A small repair on my chain was done free of cost in ten minutes.',
      ],
      mixed: [
        'Lovely designs, but wastage charges are higher than the bigger showrooms.',
        'Good quality {item}, the custom piece took a month to deliver.',
        'Trustworthy, though very crowded on Akshaya Tritiya and weekends.',
      ],
      bad: [
        'Exchange value for old gold was much lower than what they promised on the phone.',
        'A stone fell off the {item} in two weeks and they want to charge for fixing it.',
        'They kept pushing the savings scheme when we just wanted to buy.',
      ],
      titles: {
        good: ['Trusted jeweller', 'Beautiful {item}', 'Transparent billing'],
        mixed: ['Nice designs, high wastage', 'Good but slow'],
        bad: ['Poor exchange rate', 'Quality issue'],
      },
    },
  },
  'pet-shops': {
    subcategories: {
      'Pet Food': {
        items: ['dog food', 'cat food', 'puppy food', 'pet treats'],
        namePatterns: ['{word} Pet Store', '{locality} Pet Mart', '{surname} Pet Supplies'],
        services: ['Pet food & treats', 'Accessories', 'Home delivery'],
      },
      'Aquarium & Fish': {
        items: ['fish tank', 'aquarium fish', 'aquarium filter'],
        keywords: ['aquarium'],
        namePatterns: ['{locality} Aquarium', '{word} Aquarium & Pets', "{first}'s Fish World"],
        nameWords: ['Fins & Feathers', 'Blue Fin', 'Coral', 'Aqua Planet'],
        services: ['Aquarium setup', 'Accessories', 'Home delivery'],
      },
      'Pet Accessories': {
        items: ['dog collar', 'dog bed', 'cat litter', 'pet toys'],
        namePatterns: ['{word} Pet Store', "{first}'s Pet Shop", '{locality} Pet Mart'],
        services: ['Accessories', 'Pet food & treats', 'Home delivery'],
      },
      Birds: {
        items: ['bird cage', 'lovebirds', 'bird feed'],
        namePatterns: ['{locality} Birds & Aquarium', "{first}'s Bird Shop", '{word} Aviary'],
        nameWords: ['Fins & Feathers', 'Parrot Point', 'Feather Nest'],
        services: ['Accessories', 'Pet food & treats', 'Home delivery'],
      },
      'Pet Grooming': {
        items: ['pet grooming', 'dog bath', 'nail trim'],
        namePatterns: ['{word} Pet Spa', "{first}'s Pet Grooming", '{locality} Pet Salon'],
        services: ['Grooming', 'Pet food & treats', 'Accessories'],
      },
      'Pet Pharmacy': {
        items: ['tick medicine', 'deworming tablets', 'pet supplements'],
        namePatterns: ['{locality} Pet Pharmacy', '{word} Pet Medicals', "{first}'s Pet Care Store"],
        services: ['Pet medicines', 'Pet food & treats', 'Home delivery'],
      },
    },
    reviews: {
      good: [
        "They always have our dog's food brand in stock and deliver the same day.",
        'The owner gave genuinely good advice on {item}, not just the costliest option.',
        'My kids love visiting, the staff let them watch the fish for ages.',
        'Prices are lower than the online apps once you add delivery.',
        'Bought {item} and {other} here, both good quality.',
      ],
      mixed: [
        'Good stock, but the shop is small and smells a bit.',
        'The {item} was fine, they had no bill book that day.',
        'Helpful owner, only opens late on Sundays.',
      ],
      bad: [
        'Some packets on the shelf were past their best-before date.',
        'Animals kept in cramped cages, did not feel right.',
        'The staff had no idea about the products and just guessed.',
      ],
      titles: {
        good: ['Helpful pet store', 'Good {item}', 'Kids love it'],
        mixed: ['Good stock, small shop', 'Fine for basics'],
        bad: ['Expired stock', 'Poor animal care'],
      },
    },
  },
  florists: {
    subcategories: {
      Bouquets: {
        items: ['rose bouquet', 'flower bouquet', 'midnight flower delivery'],
        keywords: ['flower delivery'],
        services: ['Bouquets', 'Same-day flower delivery'],
      },
      'Wedding Flower Decor': {
        items: ['wedding stage flowers', 'car decoration', 'mandap flowers'],
        keywords: ['wedding flowers', 'flower decoration'],
        services: ['Stage & car decoration', 'Garlands', 'Bouquets'],
      },
      'Pooja Flowers': {
        items: ['pooja flowers', 'mallige', 'tulsi garland'],
        services: ['Pooja flowers subscription', 'Garlands'],
      },
      Garlands: {
        items: ['jasmine garland', 'rose garland', 'kanakambara'],
        keywords: ['garland', 'jasmine'],
        services: ['Garlands', 'Pooja flowers subscription', 'Same-day flower delivery'],
      },
      'Indoor Plants': {
        items: ['indoor plants', 'money plant', 'succulents'],
        namePatterns: ['{locality} Nursery', "{surname}'s Nursery & Florist", '{word} Plant Studio'],
        nameWords: ['Green Leaf', 'Tulsi', 'Petals', 'Bloom'],
        services: ['Indoor plants', 'Bouquets'],
      },
    },
    reviews: {
      good: [
        'The {item} was fresh and lasted almost a week.',
        'Ordered late at night and it reached my mother before breakfast.',
        "Delivered in {locality} exactly at midnight for my sister's birthday.",
        'Flowers come from KR Market every morning, you can see the difference.',
        'Fair prices, much cheaper than the online flower sites.',
      ],
      mixed: [
        'Nice flowers, but the arrangement looked smaller than the photo.',
        'The {item} was good, delivery was an hour late.',
        'Good quality, they do not answer the phone in the morning rush.',
      ],
      bad: [
        'Half the flowers were wilted by the time they were delivered.',
        'Charged for roses and sent carnations without asking.',
        'The order never reached, and the refund took three weeks.',
      ],
      titles: {
        good: ['Fresh flowers', 'Right on time', 'Lovely arrangement'],
        mixed: ['Smaller than shown', 'Decent flowers'],
        bad: ['Wilted flowers', 'Wrong order'],
      },
    },
  },
  'mobile-repair': {
    subcategories: {
      'Screen Replacement': {
        items: ['screen replacement', 'display replacement', 'touch panel repair'],
        keywords: ['phone screen replacement', 'iphone repair'],
      },
      'Battery Replacement': { items: ['battery replacement', 'phone battery', 'charging port'], keywords: ['iphone repair'] },
      'Mobile Accessories': {
        items: ['tempered glass', 'back cover', 'fast charger', 'earphones'],
        keywords: ['mobile accessories'],
        services: ['Accessories', 'Screen replacement'],
      },
      'Water Damage': { items: ['water damage repair', 'board cleaning'] },
      'Software Flashing': { items: ['software flashing', 'phone unlocking', 'os update'] },
      'Second-hand Phones': {
        items: ['used phone exchange', 'refurbished phone', 'second hand iphone'],
        keywords: ['second hand phone'],
        services: ['Buy & sell used phones', 'Accessories'],
      },
    },
    reviews: {
      good: [
        'Came for {item} and was out in 40 minutes, had tea next door meanwhile.',
        'He opened the phone in front of me, no swapping of parts.',
        'Gave a 3-month warranty in writing for the {item}.',
        'Told me honestly that the repair was not worth it for an old phone.',
        'Charged ₹200 less than the brand service centre quoted.',
      ],
      mixed: [
        'Repair was fine, the new display is a little less bright than the original.',
        'Came for {item}, it took two days instead of the same day they promised.',
        'Good shop, but he keeps attending to walk-ins while your phone sits open.',
      ],
      bad: [
        'The phone started heating up after their {item} and they said it was my fault.',
        'Face unlock stopped working after the repair and they denied touching it.',
        'Charged for a genuine part and fitted a cheap copy.',
      ],
      titles: {
        good: ['Quick repair', 'Honest repair guy', 'Saved my phone'],
        mixed: ['Fixed, but slow', 'Okay work'],
        bad: ['Fake parts', 'New problem after repair'],
      },
    },
  },
  'computer-repair': {
    subcategories: {
      'Laptop Repair': {
        items: ['laptop screen', 'keyboard replacement', 'laptop hinge', 'motherboard repair'],
        keywords: ['laptop repair'],
      },
      'Desktop Assembly': {
        items: ['gaming pc build', 'desktop assembly', 'ssd upgrade'],
        services: ['SSD & RAM upgrades', 'OS installation', 'Annual maintenance'],
      },
      'Data Recovery': {
        items: ['data recovery', 'hard disk recovery', 'pen drive recovery'],
        services: ['Data recovery', 'SSD & RAM upgrades'],
      },
      'Printer Repair': {
        items: ['printer repair', 'cartridge refill', 'printer service'],
        services: ['Printer service', 'Annual maintenance'],
      },
      Networking: {
        items: ['wifi setup', 'office lan', 'router configuration'],
        services: ['Network setup', 'Annual maintenance'],
      },
      'Software Installation': {
        items: ['windows installation', 'antivirus', 'ms office installation'],
        services: ['OS installation', 'SSD & RAM upgrades', 'Annual maintenance'],
      },
    },
    reviews: {
      good: [
        'Diagnosed the {item} issue in front of me and quoted before touching anything.',
        'They backed up my work files before starting, without my asking.',
        'My old machine runs much faster after their service.',
        'They picked up and dropped the laptop at my office in {locality}.',
        'Fair rates and a proper bill with warranty.',
      ],
      mixed: [
        'Good work, but it took a week because the part had to come from SP Road.',
        'The {item} was sorted, though the charges were higher than the first estimate.',
        'Knowledgeable technician, the shop is just very hard to find.',
      ],
      bad: [
        'The laptop came back with scratches and a missing screw.',
        'They kept it for three weeks and returned it unrepaired with a ₹500 diagnosis fee.',
        'Installed a pirated copy of software without telling me.',
      ],
      titles: {
        good: ['Quick fix', 'Honest technician', 'Knows the job'],
        mixed: ['Good, slow', 'Pricier than quoted'],
        bad: ['Returned unrepaired', 'Careless handling'],
      },
    },
  },
  'tailors-and-boutiques': {
    subcategories: {
      'Ladies Tailoring': {
        items: ['salwar stitching', 'kurti stitching', 'churidar'],
        keywords: ['kurta', 'ladies tailor'],
        services: ['Salwar & kurta stitching', 'Blouse stitching', 'Alterations', 'Saree fall & pico'],
      },
      'Blouse Stitching': {
        items: ['blouse stitching', 'designer blouse', 'aari work blouse'],
        keywords: ['saree fall', 'aari work', 'ladies tailor'],
        services: ['Blouse stitching', 'Aari & embroidery work', 'Saree fall & pico', 'Alterations'],
      },
      "Men's Tailoring": {
        items: ['shirt stitching', 'suit stitching', 'trouser stitching'],
        namePatterns: ['{surname} Tailors', '{locality} Gents Tailors', 'Sri {first} Tailors'],
        services: ["Men's shirts & trousers", 'Alterations'],
      },
      'Designer Boutique': {
        items: ['lehenga', 'party wear gown', 'bridal outfit'],
        keywords: ['aari work', 'boutique'],
        services: ['Bridal outfits', 'Aari & embroidery work', 'Blouse stitching', 'Salwar & kurta stitching'],
      },
      Alterations: {
        items: ['alterations', 'saree fall and pico', 'trouser length'],
        keywords: ['saree fall'],
        namePatterns: ['{locality} Tailors', '{first} Alteration Centre', '{surname} Tailors'],
        services: ['Alterations', 'Saree fall & pico'],
      },
      'Kids Wear': {
        items: ['kids frock', 'pavadai', 'school uniform'],
        services: ['Kids wear stitching', 'Alterations'],
      },
    },
    reviews: {
      good: [
        'The {item} fit perfectly at the first trial itself.',
        'Delivered two days before the function, as promised.',
        'Master understood exactly what I wanted from one photo.',
        'Stitching is neat on the inside too, which shows the quality.',
        'Rates are reasonable for this kind of finish.',
      ],
      mixed: [
        'Good fit, but they always need one more day than they say.',
        'The {item} came out well, the {other} needed a second alteration.',
        'Nice work, though the shop is closed without notice on some days.',
      ],
      bad: [
        'The {item} was too tight even after I gave a sample to copy.',
        'Missed the wedding date after taking the order a month early.',
        'Cut the fabric wrongly and offered only a discount, not a replacement.',
      ],
      titles: {
        good: ['Perfect fit', 'On time before the function', 'Neat stitching'],
        mixed: ['Good, but delays', 'Okay stitching'],
        bad: ['Poor fitting', 'Missed the date'],
      },
    },
  },
  salons: {
    subcategories: {
      'Unisex Salon': {
        items: ['haircut', 'hair colour', 'keratin', 'facial'],
        namePatterns: ['{word} Unisex Salon', "{first}'s Salon", '{locality} Hair Studio', '{word} by {first}'],
      },
      "Men's Salon": {
        items: ['beard trim', 'men haircut', 'head massage', 'shave'],
        keywords: ['men salon'],
        namePatterns: ['New {word} Hair Dressers', '{surname} Grooming Lounge', "{first}'s Men's Salon", '{locality} Gents Salon'],
        services: ['Haircut & styling', 'Beard grooming', 'Hair colour', 'Hair spa', 'Facials'],
      },
      'Ladies Beauty Parlour': {
        items: ['threading', 'waxing', 'layer cut', 'clean-up'],
        keywords: ['beauty parlour'],
        namePatterns: ['{first} Beauty Parlour', '{locality} Ladies Beauty Parlour', '{word} Ladies Salon'],
        services: ['Haircut & styling', 'Hair colour', 'Hair spa', 'Facials', 'Threading & waxing', 'Bridal styling'],
      },
      'Hair Spa': {
        items: ['hair spa', 'smoothening', 'dandruff treatment'],
        namePatterns: ['{word} Hair Spa', '{locality} Hair Studio', '{word} by {first}'],
        services: ['Hair spa', 'Keratin & smoothening', 'Hair colour', 'Haircut & styling'],
      },
      'Bridal Styling': {
        items: ['bridal hairdo', 'saree draping', 'bridal trial'],
        namePatterns: ['{first} Bridal Studio', '{word} Bridal Lounge', '{locality} Bridal Salon'],
        services: ['Bridal styling', 'Haircut & styling', 'Facials', 'Hair spa'],
      },
      'Kids Haircuts': {
        items: ['kids haircut', 'first haircut'],
        namePatterns: ['{word} Kids Cuts', "{first}'s Little Cuts", '{locality} Kids Salon'],
        nameWords: ['Happy Heads', 'Little Stars', 'Tiny Tots', 'Bubbles'],
        services: ['Haircut & styling'],
      },
    },
    reviews: {
      good: [
        'Best {item} I have had in {locality}, and I have tried many.',
        'The stylist listened to what I wanted instead of doing their own thing.',
        'They open a fresh towel and sanitise the tools for every customer.',
        'Rates are on the board and that is exactly what you pay.',
        'Booked on WhatsApp and got seated right on time.',
      ],
      mixed: [
        'Good {item}, but weekend waits can stretch to an hour.',
        'Nice work, though they push products after every service.',
        'Decent salon, the AC barely works in the afternoons.',
      ],
      bad: [
        'Asked for a trim and came out with half my hair gone.',
        'The {item} was rushed and uneven, had to get it fixed elsewhere.',
        'Kept me waiting 40 minutes despite an appointment.',
      ],
      titles: {
        good: ['Great {item}', 'Listens to you', 'Clean and friendly'],
        mixed: ['Good, but long wait', 'Too much upselling'],
        bad: ['Ruined my hair', 'Appointment means nothing'],
      },
    },
  },
  'beauty-and-spa': {
    subcategories: {
      Spa: {
        items: ['body polish', 'spa package', 'aromatherapy'],
        namePatterns: ['{word} Spa', '{locality} Wellness Spa', '{word} Day Spa'],
        services: ['Full body massage', 'Body polishing', 'Facials', 'Manicure & pedicure'],
      },
      'Bridal Makeup': {
        items: ['bridal makeup', 'hd makeup', 'engagement makeup'],
        namePatterns: ['{first} Makeovers', "{first}'s Bridal Studio", '{word} Bridal Makeup'],
        services: ['Bridal makeup', 'Home service', 'Facials'],
        amenities: DRY_STUDIO,
      },
      'Skin Care': {
        items: ['facial', 'de-tan', 'hydrafacial', 'cleanup'],
        keywords: ['waxing', 'threading'],
        namePatterns: ['{word} Skin Studio', "{first}'s Beauty Studio", '{word} Skin & Beauty Lounge'],
        services: ['Facials', 'Waxing & threading', 'Body polishing'],
        amenities: DRY_STUDIO,
      },
      'Nail Studio': {
        items: ['nail extensions', 'gel polish', 'manicure', 'pedicure'],
        keywords: ['nail art'],
        namePatterns: ['{word} Nail Bar', '{locality} Nail Studio', "{first}'s Nail Art"],
        services: ['Nail extensions', 'Manicure & pedicure'],
        amenities: DRY_STUDIO,
      },
      Massage: {
        items: ['full body massage', 'foot reflexology', 'deep tissue massage'],
        keywords: ['massage'],
        namePatterns: ['{word} Spa', '{locality} Massage Centre', '{word} Wellness'],
        services: ['Full body massage', 'Body polishing', 'Home service'],
      },
      'Makeup Studio': {
        items: ['party makeup', 'airbrush makeup', 'engagement look'],
        namePatterns: ['{first} Makeovers', 'The {word} Studio', '{word} Beauty Lounge'],
        services: ['Bridal makeup', 'Home service', 'Facials'],
        amenities: DRY_STUDIO,
      },
    },
    reviews: {
      good: [
        'The {item} was lovely and they kept checking if I was comfortable.',
        'Everything they use is opened in front of you, no reused sponges.',
        'Prices on the menu are the prices you pay, no surprise add-ons.',
        'Quiet, clean rooms and soft music, I almost fell asleep.',
        'Came for the {item} and booked the {other} for next month right away.',
      ],
      mixed: [
        'The {item} was nice, but the room was not warm enough.',
        'Good service, slightly overpriced for {locality}.',
        'Lovely staff, but the appointment ran late by half an hour.',
      ],
      bad: [
        'Got a reaction after the {item} and they refused to take responsibility.',
        'Rushed through the session and cut ten minutes off the time.',
        'They used a product I specifically said I was allergic to.',
      ],
      titles: {
        good: ['Relaxing afternoon', 'Pampered', 'Clean and professional'],
        mixed: ['Good, but pricey', 'Nice, ran late'],
        bad: ['Skin reaction', 'Rushed session'],
      },
    },
  },
};
