// Trades that feed Bengaluru: what each sub-category serves, and what its customers write about it.
import type { TradeSeed } from '../types.ts';

export const FOOD_TRADES: Record<string, TradeSeed> = {
  restaurant: {
    subcategories: {
      'South Indian': {
        items: ['masala dosa', 'ghee roast', 'idli vada', 'set dosa', 'rava idli', 'mini meals', 'kesari bath', 'khara bath'],
        keywords: ['dosa', 'meals', 'veg restaurant'],
        nameWords: ['Sagar', 'Bhavan', 'Darshini', 'Upahar', 'Refreshments', 'Tiffins', 'Udupi Grand'],
      },
      'North Indian': {
        items: ['paneer butter masala', 'dal makhani', 'butter naan', 'chole bhature', 'tandoori roti', 'lassi', 'aloo paratha'],
        keywords: ['thali', 'veg restaurant'],
        namePatterns: ['{locality} {word}', '{first} {word}', 'New {locality} {word}', '{locality} {sub} Kitchen', 'Hotel {first} Grand'],
        nameWords: ['Dhaba', 'Punjabi Rasoi', 'Da Dhaba', 'Rasoi', 'Tandoor House'],
      },
      Andhra: {
        items: ['andhra meals', 'gongura chicken', 'pappu', 'chicken fry', 'guntur chilli chicken', 'pesarattu'],
        keywords: ['meals', 'non veg'],
        nameWords: ['Andhra Mess', 'Andhra Bhojanam', 'Ruchulu', 'Gongura', 'Andhra Spice'],
      },
      Biryani: {
        items: ['donne biryani', 'chicken biryani', 'mutton biryani', 'chicken kebab', 'egg biryani', 'mutton chops'],
        keywords: ['non veg'],
        nameWords: ['Military Hotel', 'Biryani House', 'Donne Biryani', 'Biryani Point', 'Dum Biryani'],
      },
      Chinese: {
        items: ['gobi manchurian', 'hakka noodles', 'fried rice', 'chilli chicken', 'sweet corn soup', 'dragon chicken'],
        keywords: ['non veg'],
        namePatterns: ['{word} {locality}', 'The {word}', 'New {word}', 'Golden {word}', '{locality} {sub} Kitchen'],
        nameWords: ['Wok', 'Dragon', 'Chopsticks', 'Bamboo', 'Red Lantern'],
      },
      Coastal: {
        items: ['fish thali', 'neer dosa', 'kori rotti', 'prawn ghee roast', 'bangda fry', 'anjal tawa fry'],
        keywords: ['non veg', 'meals'],
        nameWords: ['Karavali', 'Machali', 'Lunch Home', 'Fish Land', 'Kudla'],
      },
      Kerala: {
        items: ['appam with stew', 'kerala parotta', 'beef fry', 'fish curry meals', 'puttu and kadala', 'malabar biryani'],
        keywords: ['non veg', 'meals'],
        nameWords: ['Kerala Mess', 'Malabar', 'Thattukada', 'Kerala Kitchen', 'Kappa House'],
      },
      Mughlai: {
        items: ['mutton seekh kebab', 'chicken tikka', 'nihari', 'rumali roti', 'shahi tukda', 'chicken changezi'],
        keywords: ['non veg'],
        namePatterns: ['{locality} {word}', '{first} {word}', 'New {word}', '{surname} {word}', 'Hotel {first} Grand'],
        nameWords: ['Kebab Corner', 'Nawab', 'Dum Pukht', 'Sultan', 'Mughal Durbar'],
      },
    },
    reviews: {
      good: [
        'The {item} was excellent, hot and fresh from the kitchen.',
        'Must try the {item}, easily the best I have had in {locality}.',
        'Very good food and reasonable rates, four of us ate well for under ₹900.',
        'Service is quick even when the place is full on a Sunday afternoon.',
        'Took the in-laws for a birthday lunch and everyone liked the {item} and the {other}.',
        'Quantity is generous, one plate of {item} is enough for two.',
        'Clean tables, water comes without asking and the bill is always correct.',
        'We order from here every weekend and the packing never leaks.',
        'Taste has stayed the same for years, that is why we keep coming back.',
      ],
      mixed: [
        'Food is tasty but seating is cramped and you wait 20 minutes on weekends.',
        'The {item} was good, the {other} was just average.',
        'Slightly costly for what you get, though the taste is genuinely good.',
        'Fine for a quick lunch, not really a place for a long dinner.',
        'Parking is a headache here, better to come by auto or metro.',
      ],
      bad: [
        'The {item} was cold and oily, clearly reheated.',
        'Waited 40 minutes for our order and nobody bothered to update us.',
        'They billed a water bottle we never asked for and argued when we pointed it out.',
        'Hygiene is poor, the tables were sticky and the washroom was unusable.',
        'Portions have shrunk but the prices keep going up.',
      ],
      titles: {
        good: ['Superb {item}', 'Tasty food, fair prices', 'Our Sunday lunch place', 'Worth the wait'],
        mixed: ['Decent, not great', 'Good food, slow service'],
        bad: ['Disappointed', 'Not the same any more', 'Poor service'],
      },
    },
  },
  'food-and-beverage': {
    subcategories: {
      Cafe: {
        items: ['cold coffee', 'cappuccino', 'club sandwich', 'brownie', 'pasta', 'iced tea'],
        keywords: ['cafe', 'work friendly cafe', 'coffee'],
        namePatterns: ['{word} Cafe', "{first}'s Cafe", 'The {word} Room', '{word} & Co.', 'Cafe {locality}'],
        nameWords: ['Brew', 'Bean', 'Mocha', 'Bloom', 'Third Wave', 'Roast'],
        services: ['Dine-in', 'Takeaway', 'Home delivery', 'Party orders'],
        descriptions: [
          '{name} is a cosy cafe in {locality} where regulars drop in for a strong coffee and a quick bite before work.',
          'Students and office-goers in {locality} crowd {name} in the evenings for its sandwiches, shakes and easy-going prices.',
        ],
        businessTaglines: ['One more cup?', 'Your daily pick-me-up', 'Brewed fresh in {locality}'],
      },
      'Filter Coffee': {
        items: ['filter coffee', 'by-two coffee', 'badam milk', 'masala vada', 'coffee powder'],
        keywords: ['coffee'],
        namePatterns: ['{locality} Coffee House', 'Sri {first} Coffee Bar', '{word} Coffee Works', '{locality} Kaapi Kendra'],
        nameWords: ['Kaapi', 'Filter', 'Decoction', 'Coorg', 'Chikmagalur'],
        services: ['Takeaway', 'Coffee powder sales', 'Tea & coffee for offices', 'Bulk orders'],
        amenities: ['UPI accepted', 'Two-wheeler parking', 'Pure veg', 'Outdoor seating'],
        descriptions: [
          '{name} pours some of the best filter coffee in {locality}, from beans roasted and ground at the counter every morning.',
          'A standing-only coffee bar in {locality}, {name} serves strong decoction coffee in steel tumblers from six in the morning.',
        ],
        businessTaglines: ['Strong decoction, since 1978', 'One by-two, please', 'Freshly ground in {locality}'],
      },
      'Juice & Shakes': {
        items: ['fresh lime soda', 'mosambi juice', 'watermelon juice', 'chikoo milkshake', 'avocado shake', 'fruit salad'],
        keywords: ['juice', 'milkshake'],
        namePatterns: ['Sri {first} Juice Centre', '{locality} Juice Junction', '{word} Juice Bar', 'New {locality} Fruit Juice Centre'],
        nameWords: ['Fresh', 'Fruity', 'Green Leaf', 'Nectar', 'Kiwi'],
        services: ['Takeaway', 'Home delivery', 'Party orders', 'Bulk orders'],
        amenities: ['UPI accepted', 'Two-wheeler parking', 'Pure veg', 'Swiggy & Zomato delivery'],
        descriptions: [
          '{name} squeezes fruit juices to order in {locality}, with seasonal specials and shakes made with real fruit.',
          'A summer favourite in {locality}, {name} is where people stop for a cold juice on the way home.',
        ],
        businessTaglines: ['Squeezed in front of you', 'Beat the heat', 'Fresh fruit, no syrup'],
      },
      'Tea Stall': {
        items: ['masala chai', 'ginger tea', 'bun maska', 'samosa', 'irani chai', 'lemon tea'],
        keywords: ['tea'],
        namePatterns: ['{locality} Chai Adda', '{first} Tea Stall', 'Sri {first} Tea Point', '{word} Chai Point', '{locality} Tea Corner'],
        nameWords: ['Chai', 'Cutting', 'Adrak', 'Tapri', 'Kadak'],
        services: ['Takeaway', 'Tea & coffee for offices', 'Bulk orders'],
        amenities: ['UPI accepted', 'Two-wheeler parking', 'Pure veg', 'Outdoor seating'],
        descriptions: [
          '{name} is a busy tea stall in {locality} where auto drivers, students and techies share a kettle of ginger chai.',
          'Known across {locality} for its masala chai and hot samosas, {name} also sends flasks of tea to nearby offices.',
        ],
        businessTaglines: ['Chai, anytime', 'One more cutting?', 'Kadak chai in {locality}'],
      },
      'Ice Cream': {
        items: ['gadbad', 'chocolate sundae', 'tender coconut ice cream', 'falooda', 'kulfi', 'sitaphal ice cream'],
        keywords: ['ice cream'],
        namePatterns: ['{word} Ice Creams', '{locality} Ice Cream Parlour', "{first}'s Creamery", '{word} Creamery'],
        nameWords: ['Scoops', 'Snowman', 'Polar', 'Frosty', 'Cone Zone'],
        services: ['Dine-in', 'Takeaway', 'Home delivery', 'Party orders', 'Family packs'],
        descriptions: [
          '{name} is an ice-cream parlour in {locality} that churns its own flavours, from tender coconut to seasonal sitaphal.',
          'Families in {locality} end their Sunday outings at {name} with a gadbad or a falooda to share.',
        ],
        businessTaglines: ['Scoops of happiness', 'Churned fresh daily', 'Dessert first in {locality}'],
      },
      Chaat: {
        items: ['pani puri', 'masala puri', 'bhel puri', 'dahi puri', 'sev puri', 'papdi chaat'],
        keywords: ['chaat'],
        namePatterns: ['{locality} Chaat Corner', 'Sri {first} Chaat House', '{word} Chaat Bhandar', '{first} Chaat Centre'],
        nameWords: ['Chatpata', 'Mumbai', 'Banarasi', 'Rajasthani', 'Jaipur'],
        services: ['Dine-in', 'Takeaway', 'Home delivery', 'Party orders'],
        amenities: ['UPI accepted', 'Two-wheeler parking', 'Pure veg', 'Swiggy & Zomato delivery'],
        descriptions: [
          '{name} is the evening chaat stop of {locality}, with pani puri made with filtered water and a masala puri regulars swear by.',
          'A small, busy chaat counter in {locality}, {name} also sets up live chaat stalls for parties.',
        ],
        businessTaglines: ['Chatpata since 1995', 'Ek plate aur!', 'Evening snacks, sorted'],
      },
      'Street Food': {
        items: ['gobi manchurian', 'egg rice', 'mirchi bajji', 'vada pav', 'momos', 'churmuri'],
        namePatterns: ['{locality} Fast Food', '{first} Fast Food Centre', '{word} Food Cart', '{locality} {word} Snacks'],
        nameWords: ['Tasty', 'Hot Spot', 'Corner', 'Quick Bite', 'Spicy'],
        services: ['Takeaway', 'Party orders', 'Home delivery'],
        amenities: ['UPI accepted', 'Two-wheeler parking', 'Outdoor seating'],
        descriptions: [
          '{name} is a roadside favourite in {locality} for hot snacks after seven, fried fresh in front of you.',
          'Office-goers in {locality} line up at {name} for quick, cheap plates between meetings.',
        ],
        businessTaglines: ['Hot, quick, cheap', 'Your evening snack in {locality}', 'Fried fresh, served fast'],
      },
    },
    reviews: {
      good: [
        'The {item} here is just right and always fresh.',
        'Perfect stop after office, some {item} and ten quiet minutes.',
        'Prices are still student friendly, ₹30 to ₹80 for most things.',
        'The boy at the counter remembers my usual {item} now.',
        'Super clean for a small place, they wipe the counter after every customer.',
        "Tried the {item} on a friend's suggestion and now I come twice a week.",
        'Quick service even with the evening crowd from the nearby offices.',
      ],
      mixed: [
        'The {item} is good but the {other} was a letdown.',
        'Tasty stuff, but there is hardly any place to stand when it gets busy.',
        'Nice, but a little overpriced compared to the shops on the same road.',
        'Good on weekdays, on weekends the quality drops because of the rush.',
      ],
      bad: [
        'The {item} tasted stale, probably made in the morning.',
        'They gave change in toffees and got annoyed when I asked for coins or UPI.',
        'Quality has dropped badly in the last few months.',
        'Flies all over the counter, could not finish my {item}.',
      ],
      titles: {
        good: ['Best {item} around', 'My evening stop', 'Small place, big taste', 'Never disappoints'],
        mixed: ['Okay-ish', 'Good but crowded'],
        bad: ['Stale and overpriced', 'Not hygienic'],
      },
    },
  },
  'bakeries-and-sweets': {
    subcategories: {
      'Iyengar Bakery': {
        items: ['veg puff', 'khara bun', 'honey cake', 'dilpasand', 'benne biscuit', 'rusk'],
        namePatterns: ['{locality} Iyengar Bakery', 'Sri {word} Iyengar Bakery', 'New {word} Iyengar Bakery', 'Sri {first} Iyengar Bakery'],
        services: ['Custom cakes', 'Bulk orders', 'Home delivery', 'Party snacks'],
        descriptions: [
          '{name} is a much-loved Iyengar bakery in {locality}; the first tray of veg puffs and khara buns comes out at seven.',
          'For evening snacks and birthday cakes alike, {locality} has relied on {name} for decades.',
        ],
        businessTaglines: ['Baked fresh, every day', 'Hot puffs at four', 'A {locality} favourite since 1987'],
      },
      'Sweet Shop': {
        items: ['mysore pak', 'badam burfi', 'jalebi', 'kaju katli', 'holige', 'besan laddu'],
        keywords: ['sweets'],
        namePatterns: ['Sri {word} Sweets', '{surname} Sweets & Savouries', '{locality} Sweet Stall', 'New {word} Sweet House'],
        services: ['Festival sweets boxes', 'Bulk orders', 'Home delivery', 'Corporate gifting'],
        amenities: ['UPI accepted', 'Home delivery', 'Two-wheeler parking', 'Swiggy & Zomato delivery', 'Pure veg'],
        descriptions: [
          'Come Deepavali, the queue outside {name} stretches down the road for its Mysore pak and badam burfi.',
          '{name} makes its sweets in pure ghee in a kitchen behind the shop in {locality}, and packs festival boxes to order.',
        ],
        businessTaglines: ['Sweeten every occasion', 'Pure ghee, since 1972', 'Festival boxes packed to order'],
      },
      'Cake Shop': {
        items: ['black forest cake', 'eggless cake', 'red velvet cake', 'pineapple pastry', 'plum cake', 'birthday cake'],
        keywords: ['cake'],
        namePatterns: ["{first}'s Cake Studio", '{locality} Cake House', '{word} Cakes & Bakes', 'The Cake Box {locality}'],
        services: ['Custom cakes', 'Home delivery', 'Party snacks', 'Bulk orders', 'Corporate gifting'],
        descriptions: [
          'For birthdays in {locality}, {name} is the default: eggless cakes, fair prices and writing done while you wait.',
          '{name} bakes custom theme cakes to order in {locality}, with a tasting slice before big orders.',
        ],
        businessTaglines: ['Every celebration needs a cake', 'Eggless, on request', 'Baked with love in {locality}'],
      },
      'Namkeen Store': {
        items: ['khara mixture', 'kodubale', 'chakli', 'nippattu', 'aloo bhujia', 'congress kadlekai'],
        keywords: ['namkeen'],
        namePatterns: ['Sri {word} Namkeens', '{locality} Mixture House', '{surname} Snacks & Savouries', 'New {word} Namkeen Store'],
        services: ['Bulk orders', 'Home delivery', 'Corporate gifting', 'Party snacks'],
        amenities: ['UPI accepted', 'Home delivery', 'Two-wheeler parking', 'Pure veg'],
        descriptions: [
          '{name} fries its mixtures, chaklis and kodubale fresh every morning in {locality}, sold loose by weight.',
          'Families in {locality} stock up at {name} before every trip, and send its snacks to children abroad.',
        ],
        businessTaglines: ['Crunchy since 1990', 'Tea-time snacks, fresh daily', 'Khara for every craving'],
      },
      'Cookie Shop': {
        items: ['butter cookies', 'coconut cookies', 'chocolate chip cookies', 'nankhatai', 'jeera biscuits'],
        namePatterns: ['{word} Cookie Jar', "{first}'s Cookie Shop", '{locality} Biscuit House', '{word} Bake Shop'],
        services: ['Bulk orders', 'Home delivery', 'Corporate gifting'],
        descriptions: [
          '{name} bakes small batches of cookies and biscuits in {locality}, sold by the box and by weight.',
          'A tiny shop with a big oven, {name} is where {locality} buys its tea-time biscuits and gift hampers.',
        ],
        businessTaglines: ['Fresh out of the oven', 'Biscuits by the kilo', 'Tea-time, sorted'],
      },
      'Bengali Sweet Shop': {
        items: ['rasgulla', 'sandesh', 'mishti doi', 'rasmalai', 'cham cham'],
        keywords: ['sweets'],
        namePatterns: ['{word} Bengali Sweets', 'Kolkata {word} Sweets', '{locality} Bengali Sweet House', '{surname} Mishti Bhandar'],
        services: ['Festival sweets boxes', 'Bulk orders', 'Home delivery', 'Corporate gifting'],
        amenities: ['UPI accepted', 'Home delivery', 'Two-wheeler parking', 'Swiggy & Zomato delivery', 'Pure veg'],
        descriptions: [
          '{name} brings Kolkata-style sweets to {locality}, with chhena made fresh every day and mishti doi set in clay pots.',
          'During Durga Puja, {name} in {locality} runs out of sandesh by noon.',
        ],
        businessTaglines: ['A taste of Kolkata', 'Fresh chhena, every day', 'Mishti for every occasion'],
      },
    },
    reviews: {
      good: [
        'The {item} is always fresh, they make small batches through the day.',
        'Ordered a kilo of {item} for a function and every guest asked where it was from.',
        'Rates are very reasonable for the quality, better than the big chains.',
        'Packing is neat and they give a proper bill even for small orders.',
        'Have been buying {item} here since school days and the taste has not changed.',
        'Aunty at the counter lets you taste before you buy, which is rare now.',
        'Their {item} and {other} are both excellent, the best in {locality} if you ask me.',
      ],
      mixed: [
        'The {item} is good but the {other} was a bit dry.',
        'Decent stuff, only the variety is less by evening.',
        'Taste is fine, but ₹40 more per kilo than the shop next door.',
        'Nice quality, though before festivals it is packed and the staff get short with you.',
      ],
      bad: [
        'The {item} I bought on Saturday had a sour smell by Sunday morning.',
        'Too much ghee and sugar, felt heavy after one piece.',
        'Placed an order two days ahead and it was still not ready when I went to collect it.',
        'Found a hair in the {item}, and the staff just shrugged.',
      ],
      titles: {
        good: ['Fresh {item} every day', 'Our go-to for {item}', 'Melt-in-the-mouth {item}'],
        mixed: ['Good, but pricey', 'Hit and miss'],
        bad: ['Not fresh', 'Order not ready'],
      },
    },
  },
  caterers: {
    subcategories: {
      'Wedding Catering': {
        items: ['bisi bele bath', 'holige oota', 'banana leaf meals', 'wedding buffet', 'payasam'],
        services: ['Wedding catering', 'Buffet service', 'Banana-leaf meals', 'Live counters', 'Cooks on hire'],
      },
      'Corporate Catering': {
        items: ['office lunch boxes', 'mini meals', 'veg pulao', 'chapati curry', 'evening snacks'],
        keywords: ['office lunch'],
        services: ['Corporate lunches', 'Buffet service', 'Live counters', 'Daily tiffin'],
      },
      'Brahmin Catering': {
        items: ['saaru', 'kosambari', 'obbattu', 'puliyogare', 'chitranna', 'payasam'],
        keywords: ['brahmin cooks', 'housewarming catering'],
        services: ['Housewarming & poojas', 'Banana-leaf meals', 'Wedding catering', 'Cooks on hire'],
      },
      'Non-veg Catering': {
        items: ['chicken biryani', 'mutton pepper fry', 'chicken kebab', 'fish fry', 'ghee rice'],
        keywords: ['non veg catering'],
        services: ['Wedding catering', 'Buffet service', 'Live counters', 'Corporate lunches'],
        descriptions: [
          '{name} specialises in non-veg catering for weddings, receptions and office parties, with biryani cooked on site.',
          'Hosts in {locality} like {name} for generous quantities, clean serving staff and a mutton fry that runs out first.',
        ],
      },
      'Party Orders': {
        items: ['party snacks', 'paneer starters', 'veg biryani', 'gulab jamun', 'live chaat counter'],
        services: ['Buffet service', 'Live counters', 'Housewarming & poojas', 'Cooks on hire'],
      },
      'Tiffin Service': {
        items: ['daily tiffin', 'chapati sabzi', 'curd rice', 'sambar rice', 'ragi mudde'],
        services: ['Daily tiffin', 'Corporate lunches'],
        descriptions: [
          '{name} sends home-style lunch boxes to homes and offices across {locality}, with a menu that changes every day.',
          'Bachelors and busy families in {locality} rely on {name} for a simple, clean daily tiffin at a monthly rate.',
        ],
      },
    },
    reviews: {
      good: [
        'Served 250 guests at our housewarming and the food did not run short even for the last batch.',
        "The {item} was the highlight, many relatives asked for the caterer's number.",
        'Serving boys were neat, in uniform and polite with the elders.',
        'A free tasting helped us fix the menu without any confusion.',
        'Final bill was exactly what was quoted per plate, no hidden extras.',
        'They cleaned up the hall completely before leaving at midnight.',
      ],
      mixed: [
        'Food was tasty but the {other} ran out before the last batch sat down.',
        'Good quality, a bit on the costlier side for a small function.',
        'Arrived an hour late but made up for it with very good {item}.',
      ],
      bad: [
        'The {item} was too salty and the sambar was watery.',
        'Half the serving staff did not turn up and our relatives ended up serving.',
        'Advance was paid a month ago, still they changed the menu without asking.',
      ],
      titles: {
        good: ['Guests loved the food', 'Stress-free function', 'Tasty and on time'],
        mixed: ['Good food, poor timing', 'Okay for the price'],
        bad: ['Let us down on the day', 'Not as promised'],
      },
    },
  },
  'pubs-and-bars': {
    subcategories: {
      Microbrewery: {
        items: ['craft beer', 'hefeweizen', 'witbier', 'stout', 'beer sampler'],
        keywords: ['brewery'],
        namePatterns: ['{word} Brewing Co.', '{locality} Brewhouse', '{word} Brewery'],
        nameWords: ['Hoppy', 'Barley', 'Copper', 'Hops', 'Monsoon'],
        services: ['Craft beer on tap', 'Bar food', 'Live music', 'Private parties', 'Table reservations'],
      },
      Pub: {
        items: ['pints', 'chicken wings', 'nachos', 'beer pitcher', 'pub quiz'],
        keywords: ['ladies night', 'live music'],
        namePatterns: ['The {word} Pub', '{locality} Taphouse', "{first}'s Bar", '{word} & Barrel'],
        services: ['Craft beer on tap', 'Cocktails', 'Bar food', 'Live music', 'Sports screenings'],
      },
      Lounge: {
        items: ['cocktails', 'mocktails', 'sushi', 'dj night', 'hookah-free lounge'],
        namePatterns: ['{word} Lounge', 'The {word} Room', '{locality} Lounge Bar'],
        services: ['Cocktails', 'Bar food', 'Private parties', 'Table reservations'],
      },
      'Sports Bar': {
        items: ['ipl screening', 'beer bucket', 'peri peri fries', 'football nights'],
        keywords: ['sports screening'],
        namePatterns: ['{word} Sports Bar', 'The Dugout {locality}', '{locality} Sports Pub'],
        services: ['Craft beer on tap', 'Bar food', 'Sports screenings', 'Table reservations'],
      },
      'Rooftop Bar': {
        items: ['sunset view', 'sangria', 'cocktails', 'grilled prawns'],
        namePatterns: ['{word} Rooftop', 'Skydeck {locality}', 'The {word} Terrace'],
        services: ['Cocktails', 'Bar food', 'Private parties', 'Table reservations', 'Live music'],
      },
      'Bar & Restaurant': {
        items: ['chilli chicken', 'peanut masala', 'chilled beer', 'mutton pepper dry'],
        namePatterns: ["{surname}'s Bar & Kitchen", '{locality} Bar & Restaurant', 'Hotel {first} Bar & Restaurant', 'New {word} Bar'],
        nameWords: ['Arrack', 'Kadamba', 'Tipsy', 'Monsoon', 'Copper'],
        services: ['Bar food', 'Sports screenings', 'Private parties', 'Table reservations'],
      },
    },
    reviews: {
      good: [
        'The {item} is the reason to come here, and it never disappoints.',
        'Happy hours till eight make it very affordable for a weekday catch-up.',
        'Music is loud enough to enjoy but you can still talk.',
        'Bouncers and servers are polite, we felt safe as a group of girls.',
        'Bar snacks are properly good, the peanut masala alone is worth a visit.',
        'Came for the {item}, stayed for the {other}, lovely Friday night.',
      ],
      mixed: [
        'Good vibe but the washrooms need attention by eleven.',
        'Drinks are fine, food takes forever on weekends.',
        'Cover charge on Saturdays feels steep for what you get.',
        'The {item} was great, the service was not.',
      ],
      bad: [
        'Two extra pitchers were added to our bill and removed only after a long argument.',
        'Way too crowded, waited 30 minutes just to get a drink.',
        'Our drinks came flat and warm, sent them back twice.',
        'Last order was called at half past ten without any warning.',
      ],
      titles: {
        good: ['Great Friday spot', 'Good drinks, good food', 'Fun evening'],
        mixed: ['Good vibe, slow service', 'Okay for a weekday'],
        bad: ['Billing issues', 'Overcrowded and overpriced'],
      },
    },
  },
};
