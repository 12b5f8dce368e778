// Professional services, travel, events and stays: each sub-category's specifics, and what its clients write about it.
import type { TradeSeed } from '../types.ts';

export const SERVICE_TRADES: Record<string, TradeSeed> = {
  technology: {
    subcategories: {
      'Software Development': {
        items: ['custom software', 'erp', 'billing software'],
        services: ['Custom software', 'Website development', 'Mobile app development', 'Annual maintenance contracts', 'Cloud migration'],
      },
      'IT Support': {
        items: ['it support', 'laptop support', 'office network'],
        services: ['Annual maintenance contracts', 'Network setup', 'Security audits'],
      },
      'Web Design': {
        items: ['website design', 'ecommerce website', 'website redesign'],
        services: ['Website development', 'SEO & social media', 'Annual maintenance contracts'],
      },
      'Digital Marketing': {
        items: ['seo', 'google ads', 'social media marketing'],
        keywords: ['digital marketing'],
        services: ['SEO & social media', 'Website development'],
      },
      'Cloud Services': {
        items: ['aws migration', 'cloud hosting', 'azure setup'],
        keywords: ['cloud', 'aws'],
        services: ['Cloud migration', 'Annual maintenance contracts', 'Security audits'],
      },
      Cybersecurity: {
        items: ['security audit', 'vapt', 'firewall setup'],
        keywords: ['cybersecurity'],
        services: ['Security audits', 'Network setup', 'Annual maintenance contracts'],
      },
      'Mobile Apps': {
        items: ['android app', 'ios app', 'app development'],
        services: ['Mobile app development', 'Custom software', 'Annual maintenance contracts'],
      },
    },
    reviews: {
      good: [
        'They built our {item} in eight weeks, with a demo every Friday.',
        'Clear estimate up front and they stuck to it.',
        'The support team picks up even on Saturday when our systems act up.',
        'Explained the technical options in simple language for a non-tech founder like me.',
        'Small team but very responsive, replies on WhatsApp within minutes.',
      ],
      mixed: [
        'Good developers, but project management needs work, we had to chase updates.',
        'The {item} was delivered, a few bugs took a month to fix.',
        'Reasonable pricing, though the original team was changed halfway through.',
      ],
      bad: [
        'Paid 60 percent upfront and the project has been stuck for three months.',
        'Our {item} went down for two days and nobody answered the phone.',
        'They billed extra hours for changes that were part of the original scope.',
      ],
      titles: {
        good: ['Reliable tech partner', 'Delivered on time', 'Responsive team'],
        mixed: ['Good tech, weak follow-up', 'Okay vendor'],
        bad: ['Missed deadlines', 'Poor support'],
      },
    },
  },
  'legal-services': {
    subcategories: {
      'Civil Litigation': {
        items: ['civil suit', 'injunction', 'recovery suit'],
        services: ['Legal consultation', 'Court representation', 'Legal notices', 'Mediation'],
      },
      'Family Law': {
        items: ['divorce case', 'child custody', 'maintenance case'],
        keywords: ['divorce lawyer'],
        services: ['Legal consultation', 'Court representation', 'Mediation', 'Legal notices'],
      },
      'Property Law': {
        items: ['property title verification', 'sale deed', 'partition suit', 'khata transfer'],
        keywords: ['property lawyer', 'property documents verification'],
        services: ['Property title verification', 'Drafting agreements', 'Court representation', 'Legal consultation'],
      },
      'Corporate Law': {
        items: ['company law', 'shareholder agreement', 'contract drafting'],
        services: ['Company compliance', 'Drafting agreements', 'Legal consultation', 'Legal notices'],
      },
      'Criminal Law': {
        items: ['bail', 'cheque bounce case', 'fir'],
        services: ['Legal consultation', 'Court representation', 'Legal notices'],
      },
      Notary: {
        items: ['notary', 'affidavit', 'rental agreement'],
        services: ['Notary & affidavits', 'Drafting agreements', 'Legal consultation'],
      },
      'Consumer Disputes': {
        items: ['consumer court', 'consumer complaint', 'insurance claim dispute'],
        services: ['Legal consultation', 'Legal notices', 'Court representation'],
      },
    },
    reviews: {
      good: [
        'Sir explained the whole {item} process and the likely timeline in the first meeting.',
        'Fees were told upfront and there were no surprises later.',
        'They went through every document line by line before advising us.',
        'Always reachable on the phone, even on court holidays.',
        'Got our {item} done without running around multiple offices.',
      ],
      mixed: [
        'Competent advocate, but juniors handle most of the hearings.',
        'The {item} went in our favour, though it took longer than we were told.',
        'Good advice, the office is hard to reach during court hours.',
      ],
      bad: [
        'Adjournment after adjournment and no clear update for months.',
        'Took the fees and then stopped returning calls.',
        'Gave wrong advice on the {item} and we had to redo everything with another lawyer.',
      ],
      titles: {
        good: ['Clear, honest advice', 'Handled our case well', 'Trustworthy advocate'],
        mixed: ['Good, but slow', 'Mostly juniors'],
        bad: ['No updates', 'Wrong advice'],
      },
    },
  },
  'chartered-accountants': {
    subcategories: {
      'GST Filing': {
        items: ['gst filing', 'gst registration', 'gst notice'],
        services: ['GST registration & returns', 'Bookkeeping', 'Tax notices'],
      },
      'Income Tax Returns': {
        items: ['itr filing', 'capital gains tax', 'tax notice reply'],
        keywords: ['income tax'],
        services: ['Income tax filing', 'Tax notices', 'TDS returns'],
      },
      Audit: {
        items: ['statutory audit', 'tax audit'],
        keywords: ['audit'],
        services: ['Statutory audit', 'Income tax filing', 'Bookkeeping'],
      },
      'Company Registration': {
        items: ['private limited registration', 'llp registration', 'msme registration'],
        keywords: ['company registration'],
        services: ['Company & LLP registration', 'GST registration & returns', 'Bookkeeping'],
      },
      Bookkeeping: {
        items: ['bookkeeping', 'tally accounts'],
        services: ['Bookkeeping', 'GST registration & returns', 'TDS returns', 'Payroll'],
      },
      Payroll: {
        items: ['payroll processing', 'tds returns', 'pf and esi'],
        keywords: ['tds'],
        services: ['Payroll', 'TDS returns', 'Bookkeeping'],
      },
    },
    reviews: {
      good: [
        'They finished my {item} well before the due date and sent the acknowledgement on WhatsApp.',
        'Replied to the tax notice within a week and the matter was closed.',
        'Fees are reasonable and they do not charge for small doubts on the phone.',
        'Explained which deductions I was missing, got a bigger refund this year.',
        'All documents collected online, never had to visit the office.',
      ],
      mixed: [
        'Knowledgeable CA, but the staff need reminders to get things moving.',
        'The {item} was done correctly, just always on the last day.',
        'Good firm, fees went up sharply this year without any explanation.',
      ],
      bad: [
        'Missed the due date for the {item} and we paid the late fee.',
        'A different person handles my file every year, I have to explain everything again.',
        'Errors in the filing led to a notice, and they charged again to reply to it.',
      ],
      titles: {
        good: ['Stress-free filing', 'Reliable CA', 'On time, every time'],
        mixed: ['Good, but last-minute', 'Fees went up'],
        bad: ['Missed deadline', 'Careless filing'],
      },
    },
  },
  'real-estate': {
    subcategories: {
      'Residential Sales': {
        items: ['2bhk flat', '3bhk apartment', 'independent house'],
        keywords: ['2bhk', '3bhk', 'apartment for sale'],
        services: ['Buying & selling', 'Site visits', 'Home loan assistance', 'Khata & document support'],
      },
      Rentals: {
        items: ['flat for rent', 'house for rent', 'rental flat'],
        keywords: ['2bhk', 'pg for rent'],
        services: ['Rentals & leasing', 'Rental agreements', 'Site visits'],
      },
      'Commercial Property': {
        items: ['office space', 'shop for rent', 'warehouse'],
        services: ['Rentals & leasing', 'Buying & selling', 'Site visits'],
      },
      'Plots & Land': {
        items: ['bda approved plot', 'site for sale', 'farm land'],
        services: ['Buying & selling', 'Site visits', 'Khata & document support', 'Home loan assistance'],
      },
      Builders: {
        items: ['new apartment project', 'villa project', 'gated community flat'],
        namePatterns: ['{word} Developers', '{surname} Builders', '{word} Constructions'],
        services: ['Buying & selling', 'Site visits', 'Home loan assistance'],
      },
      'Property Management': {
        items: ['property management', 'tenant management', 'nri property care'],
        services: ['Property management', 'Rentals & leasing', 'Rental agreements', 'NRI services'],
      },
    },
    reviews: {
      good: [
        'Showed us six options in one Saturday, all close to what we asked for.',
        'Checked the khata and EC before taking us for the site visit.',
        'No pressure, they were fine when we took two months to decide.',
        'Brokerage was exactly as agreed, nothing extra.',
        'Helped us with the {item} from the first visit to registration.',
      ],
      mixed: [
        'Good listings, but the photos make flats look bigger than they are.',
        'Found us a good {item}, the paperwork took longer than promised.',
        'Helpful agent, though he keeps calling even after we said we are not interested.',
      ],
      bad: [
        'Showed flats way above our budget after we clearly said the limit.',
        'Took the token advance and the owner backed out, the refund took months.',
        'The {item} had pending approvals they never mentioned.',
      ],
      titles: {
        good: ['Found the right place', 'Honest agent', 'Smooth deal'],
        mixed: ['Okay, but pushy', 'Slow paperwork'],
        bad: ['Hidden issues', 'Wasted our time'],
      },
    },
  },
  'travel-agents': {
    subcategories: {
      'Holiday Packages': {
        items: ['coorg trip', 'kerala package', 'honeymoon package', 'goa trip'],
        keywords: ['tour packages'],
        services: ['Domestic holidays', 'International packages', 'Hotel bookings', 'Travel insurance'],
      },
      'Flight Tickets': {
        items: ['flight tickets', 'international flights'],
        services: ['Flight & train tickets', 'Hotel bookings', 'Travel insurance'],
      },
      'Visa Assistance': {
        items: ['dubai visa', 'schengen visa', 'us visa appointment'],
        keywords: ['visa', 'passport help'],
        services: ['Visa processing', 'Travel insurance', 'Forex', 'Flight & train tickets'],
      },
      'Pilgrimage Tours': {
        items: ['kashi yatra', 'char dham', 'tirupati package'],
        services: ['Pilgrimage tours', 'Hotel bookings', 'Flight & train tickets'],
      },
      'Corporate Travel': {
        items: ['corporate travel', 'offsite booking'],
        services: ['Flight & train tickets', 'Hotel bookings', 'Visa processing', 'Forex'],
      },
      'Bus Bookings': {
        items: ['bus tickets', 'ksrtc booking'],
        services: ['Bus tickets', 'Flight & train tickets', 'Hotel bookings'],
      },
    },
    reviews: {
      good: [
        'Our {item} was planned to the last detail, the driver was waiting at every station.',
        'Hotels were exactly as shown, clean and close to the sights.',
        'They sorted out a cancelled flight at midnight with one phone call.',
        "Took care of my parents' trip with veg food arranged everywhere.",
        'Prices were lower than the big online portals for the same itinerary.',
      ],
      mixed: [
        'Good trip overall, one hotel was a downgrade from what was promised.',
        'The {item} went well, the refund for a cancelled leg took two months.',
        'Helpful staff, though they push their own packages a lot.',
      ],
      bad: [
        'We reached the hotel and found no booking in our name.',
        'Paperwork was submitted late and we had to reschedule everything.',
        'Hidden charges kept coming up after the {item} was booked.',
      ],
      titles: {
        good: ['Perfect planning', 'Well planned', 'Great for senior citizens'],
        mixed: ['Good, with hiccups', 'Pushy but helpful'],
        bad: ['Booking not found', 'Hidden charges'],
      },
    },
  },
  'courier-services': {
    subcategories: {
      'Domestic Courier': {
        items: ['courier to delhi', 'domestic parcel'],
        services: ['Domestic courier', 'Door pickup', 'Packing', 'Shipment tracking'],
      },
      'International Courier': {
        items: ['courier to usa', 'food parcel abroad', 'international courier'],
        services: ['International courier', 'Door pickup', 'Packing', 'Shipment tracking'],
      },
      'Same-day Delivery': {
        items: ['same day delivery', 'city delivery'],
        services: ['Same-day city delivery', 'Door pickup', 'Shipment tracking'],
      },
      'Document Delivery': {
        items: ['document courier', 'passport courier'],
        keywords: ['send documents'],
        services: ['Domestic courier', 'International courier', 'Door pickup', 'Shipment tracking'],
      },
      'Parcel Packing': {
        items: ['parcel packing', 'fragile packing'],
        services: ['Packing', 'Domestic courier', 'International courier'],
      },
      Cargo: {
        items: ['cargo booking', 'bulk shipment'],
        keywords: ['cargo'],
        services: ['Domestic courier', 'Packing', 'Shipment tracking', 'Door pickup'],
      },
    },
    reviews: {
      good: [
        'Sent homemade pickles to my son in New Jersey, reached in six days, well sealed.',
        'The {item} reached the next morning as promised.',
        'Weighed in front of me and the rate matched the board.',
        'Tracking number came on WhatsApp within an hour of pickup.',
        'They packed my fragile items with bubble wrap for free.',
      ],
      mixed: [
        'Reasonable rates, but the counter closes early on Saturdays.',
        'The {item} reached safely, a day later than they said.',
        'Good service, though their pickup boy comes whenever he likes.',
      ],
      bad: [
        'The parcel was stuck in customs and they gave no help at all.',
        'Charged for express and it went by normal service.',
        'The box arrived crushed, and they said the insurance does not cover it.',
      ],
      titles: {
        good: ['Reliable courier', 'Fast delivery', 'Safe packing'],
        mixed: ['Good, a bit slow', 'Decent rates'],
        bad: ['Damaged parcel', 'Paid for express, got normal'],
      },
    },
  },
  'printing-services': {
    subcategories: {
      'Digital Printing': {
        items: ['colour printouts', 'brochure printing', 'sticker printing'],
        namePatterns: ['{first} Digital Prints', '{surname} Graphics', '{locality} Printers'],
        services: ['Xerox & printouts', 'Visiting cards', 'Lamination'],
      },
      'Offset Printing': {
        items: ['offset printing', 'bill books', 'letterheads'],
        namePatterns: ['Sri {word} Offset Printers', '{surname} Offset Press', '{locality} Printers'],
        services: ['Offset printing', 'Visiting cards', 'Invitation cards'],
      },
      'Flex & Banners': {
        items: ['flex banner', 'vinyl printing', 'shop signboard'],
        keywords: ['flex printing', 'banner'],
        namePatterns: ['{locality} Flex Printers', '{first} Signs & Flex', '{surname} Graphics'],
        services: ['Flex & vinyl banners', 'Lamination'],
      },
      'Visiting Cards': {
        items: ['visiting cards', 'id cards'],
        keywords: ['visiting card'],
        namePatterns: ['{first} Digital Prints', '{surname} Graphics', '{locality} Printers'],
        services: ['Visiting cards', 'Lamination', 'Xerox & printouts'],
      },
      'Xerox & Binding': {
        items: ['xerox', 'spiral binding', 'project printouts'],
        keywords: ['photocopy'],
        namePatterns: ['{locality} Xerox Centre', 'Sri {word} Xerox & Prints', '{first} Print Point'],
        services: ['Xerox & printouts', 'Spiral & hard binding', 'Lamination'],
      },
      'Wedding Cards': {
        items: ['wedding cards', 'invitation cards', 'thank you cards'],
        keywords: ['wedding card printing'],
        namePatterns: ['Sri {word} Wedding Cards', '{surname} Card Centre', '{locality} Invitations'],
        services: ['Invitation cards', 'Offset printing'],
      },
    },
    reviews: {
      good: [
        'Got the {item} done by evening, crisp and exactly the right colours.',
        'The designer fixed my rough layout for free.',
        'Rates are the lowest in {locality}, even for small jobs.',
        'They checked the spelling before printing and caught a mistake in my draft.',
        'Open till late in exam season, a lifesaver for students.',
      ],
      mixed: [
        'Good print quality, but there is always a queue in the afternoon.',
        'The {item} came out fine, slightly delayed because their machine was down.',
        'Helpful owner, design charges are a bit high.',
      ],
      bad: [
        'Colours were completely different from the proof they showed.',
        'Promised the {item} for Friday and delivered on Monday, after our event.',
        'Spelling mistakes in the final print even though the proof was correct.',
      ],
      titles: {
        good: ['Quick turnaround', 'Great print quality', 'Helpful designer'],
        mixed: ['Good, but queues', 'Slightly pricey'],
        bad: ['Wrong colours', 'Missed our date'],
      },
    },
  },
  'education-and-coaching': {
    subcategories: {
      Tuition: { items: ['maths tuition', 'science tuition', 'cbse tuition', 'state syllabus tuition'], keywords: ['tuition'] },
      'IIT-JEE & NEET': { items: ['jee coaching', 'neet coaching', 'puc coaching'], keywords: ['coaching'] },
      'Spoken English': {
        items: ['spoken english', 'interview preparation', 'ielts'],
        namePatterns: ['{word} English Academy', '{locality} Spoken English Centre', "{first}'s Communication Classes"],
        services: ['Group classes', 'One-on-one tuition', 'Online classes', 'Weekend batches', 'Demo class'],
      },
      Music: {
        items: ['carnatic vocal', 'keyboard', 'guitar', 'veena'],
        keywords: ['music class'],
        namePatterns: ['{word} School of Music', "{first}'s Music Classes", '{locality} Music Academy'],
        nameWords: ['Swara', 'Naada', 'Raaga', 'Sangeetha', 'Shruti'],
        services: ['Group classes', 'One-on-one tuition', 'Online classes', 'Weekend batches', 'Demo class'],
      },
      'Computer Training': {
        items: ['tally course', 'python course', 'ms excel course'],
        keywords: ['computer course'],
        namePatterns: ['{word} Computer Education', '{locality} Computer Institute', '{surname} Computers Training'],
        services: ['Group classes', 'One-on-one tuition', 'Online classes', 'Weekend batches', 'Demo class'],
      },
      Abacus: {
        items: ['abacus', 'vedic maths', 'mental maths'],
        namePatterns: ['{word} Abacus Centre', '{locality} Brain Gym', "{first}'s Abacus Classes"],
        services: ['Group classes', 'Weekend batches', 'Demo class', 'Study material'],
      },
      'Competitive Exams': { items: ['upsc coaching', 'kpsc coaching', 'bank exams'], keywords: ['upsc', 'kpsc', 'coaching'] },
      Dance: {
        items: ['bharatanatyam', 'western dance', 'kathak'],
        namePatterns: ['{word} Dance Academy', "{first}'s Dance School", '{locality} Bharatanatyam Classes'],
        nameWords: ['Nritya', 'Natya', 'Laasya', 'Abhinaya', 'Nataraja'],
        services: ['Group classes', 'Weekend batches', 'Demo class', 'Online classes'],
      },
    },
    reviews: {
      good: [
        'My daughter has improved a lot in {item} within a year here.',
        'Teachers send a progress update to parents every month on WhatsApp.',
        'Small batches of ten, so every child gets attention.',
        'The free demo class helped us decide without any pressure.',
        'Fees are reasonable compared to the big chains in {locality}.',
      ],
      mixed: [
        'Good teaching, but the classroom gets stuffy in summer.',
        'The {item} teacher is excellent, the substitute teachers are not.',
        'Decent coaching, though batches have become bigger this year.',
      ],
      bad: [
        'Classes get cancelled at the last minute without informing parents.',
        'Fees were collected for the full year and the teacher left after three months.',
        'Too much rote learning, no real understanding of {item}.',
      ],
      titles: {
        good: ['Great teachers', 'Real progress in {item}', 'Caring institute'],
        mixed: ['Good, but crowded batches', 'Depends on the teacher'],
        bad: ['Classes keep getting cancelled', 'Not worth the fees'],
      },
    },
  },
  'driving-schools': {
    subcategories: {
      'Car Driving': {
        items: ['car driving classes', 'hill start practice', 'parking practice'],
        services: ['Car driving lessons', 'Learner & driving licence help', 'Highway driving practice', 'Pickup from home'],
      },
      'Two-wheeler Driving': {
        items: ['scooty training', 'bike riding lessons'],
        keywords: ['two wheeler driving'],
        services: ['Two-wheeler lessons', 'Learner & driving licence help', 'Pickup from home'],
        amenities: ['Lady instructors', 'Pickup from home', 'UPI accepted', 'Flexible timings'],
      },
      'Licence Assistance': {
        items: ['learner licence', 'driving licence test', 'rto slot booking'],
        keywords: ['driving licence', 'rto', 'dl test'],
        services: ['Learner & driving licence help'],
      },
      'Refresher Lessons': {
        items: ['refresher course', 'city traffic practice'],
        services: ['Refresher classes', 'Highway driving practice', 'Pickup from home'],
      },
      'Heavy Vehicle': {
        items: ['heavy vehicle licence', 'hmv training'],
        services: ['Heavy vehicle training', 'Learner & driving licence help'],
        amenities: ['UPI accepted', 'Flexible timings'],
      },
    },
    reviews: {
      good: [
        'The instructor stayed calm even when I stalled in the middle of a signal.',
        'Started on empty roads at six in the morning and moved to traffic only when I was ready.',
        'They handled the {item} paperwork and slot booking, I just had to show up.',
        'Passed the test on the first attempt, thanks to practice on the actual track.',
        'Pickup from home in {locality} was always on time.',
      ],
      mixed: [
        'Good instructor, but lessons were sometimes cut short to 20 minutes.',
        'The {item} went fine, the vehicle was old and the AC did not work.',
        'Helpful team, only the timings are not flexible on weekends.',
      ],
      bad: [
        'The instructor spent half the class on his phone.',
        'They took extra money for the test and still asked us to go to the RTO ourselves.',
        'Classes kept getting rescheduled and my learner licence nearly expired.',
      ],
      titles: {
        good: ['Patient instructor', 'Passed first time', 'Hassle-free licence'],
        mixed: ['Good, short classes', 'Okay school'],
        bad: ['Distracted instructor', 'Extra charges'],
      },
    },
  },
  'event-planners': {
    subcategories: {
      'Birthday Parties': {
        items: ['first birthday party', 'theme party', 'kids birthday'],
        keywords: ['birthday party'],
        services: ['Theme decor', 'Balloon decoration', 'Anchors & entertainers', 'Return gifts', 'Catering coordination'],
      },
      'Corporate Events': {
        items: ['corporate offsite', 'annual day', 'product launch'],
        keywords: ['corporate event'],
        namePatterns: ['{word} Event Management', '{surname} Events & Promotions', '{locality} Event Co.'],
        services: ['Corporate offsites', 'Venue booking', 'Catering coordination', 'Anchors & entertainers', 'Photography'],
      },
      'Naming Ceremonies': {
        items: ['naming ceremony', 'cradle ceremony', 'baby shower'],
        services: ['Theme decor', 'Catering coordination', 'Photography', 'Return gifts'],
      },
      'Balloon Decor': {
        items: ['balloon decoration', 'balloon arch'],
        namePatterns: ['{word} Balloon Decor', "{first}'s Balloon Art", '{locality} Balloon Decorators'],
        nameWords: ['Balloon Box', 'Confetti', 'Festive', 'Bubbles'],
        services: ['Balloon decoration', 'Theme decor'],
      },
      'Stage Decor': {
        items: ['stage decoration', 'photo backdrop'],
        services: ['Theme decor', 'Photography'],
      },
      'Anniversary Parties': {
        items: ['anniversary party', 'surprise party'],
        keywords: ['anniversary'],
        services: ['Theme decor', 'Venue booking', 'Catering coordination', 'Anchors & entertainers', 'Photography'],
      },
    },
    reviews: {
      good: [
        'The {item} looked exactly like the photos we chose from their album.',
        'They set up three hours early, so we could relax before guests came.',
        'The emcee kept the kids busy with games for two hours.',
        'Budget was fixed at the start and the final bill did not cross it.',
        'Cleaned up everything at the venue after the party, nothing left for us.',
      ],
      mixed: [
        'Decor was lovely, but the balloons started drooping by the end.',
        'The {item} was well managed, the sound system had issues.',
        'Good team, they take a while to reply on WhatsApp.',
      ],
      bad: [
        'Decoration was half done when the guests started arriving.',
        'Charged for a magician who never showed up.',
        'What they set up looked nothing like the theme we paid for.',
      ],
      titles: {
        good: ['Memorable {item}', 'Stress-free party', 'Beautiful decor'],
        mixed: ['Good, some hiccups', 'Nice decor, slow replies'],
        bad: ['Not ready on time', 'Not as promised'],
      },
    },
  },
  'wedding-services': {
    subcategories: {
      'Wedding Planners': {
        items: ['wedding planning', 'destination wedding', 'muhurtham coordination'],
        keywords: ['wedding planner', 'muhurtham'],
        namePatterns: ['{word} Weddings', '{word} Wedding Co.', '{surname} Wedding Planners'],
        services: ['Full wedding planning', 'Guest hospitality', 'Mandap & stage decor', 'Purohit arrangements'],
      },
      'Mandap Decoration': {
        items: ['mandap decoration', 'reception stage', 'flower decoration'],
        keywords: ['reception decor'],
        namePatterns: ['{surname} Wedding Decorators', 'Sri {first} Decorators', '{locality} Mandap Decorators'],
        services: ['Mandap & stage decor', 'Flower decoration'],
      },
      'Bridal Wear': {
        items: ['bridal lehenga', 'silk saree', 'reception gown'],
        namePatterns: ['{word} Bridal Wear', "{first}'s Bridal Collection", '{locality} Wedding Silks'],
        services: ['Bridal wear & trials'],
      },
      'Mehendi Artists': {
        items: ['bridal mehendi', 'arabic mehendi', 'haldi'],
        keywords: ['mehendi artist'],
        namePatterns: ['{first} Mehendi Arts', "{first}'s Mehendi Studio", '{word} Mehendi'],
        services: ['Mehendi'],
      },
      'Nadaswaram & Music': {
        items: ['nadaswaram', 'wedding band', 'baraat band'],
        namePatterns: ['Sri {first} Nadaswaram Party', '{locality} Wedding Band', '{word} Mangala Vadya'],
        services: ['Nadaswaram & band'],
      },
      'Wedding Cards': {
        items: ['wedding cards', 'e-invites', 'invitation boxes'],
        namePatterns: ['{word} Wedding Cards', '{locality} Invitation Studio', '{surname} Cards'],
        services: ['Invitation cards'],
      },
      'Purohit Services': {
        items: ['purohit', 'wedding rituals', 'engagement pooja'],
        keywords: ['engagement'],
        namePatterns: ['{locality} Kalyana Services', 'Sri {first} Purohit Services', '{word} Vaidika Services'],
        services: ['Purohit arrangements'],
      },
    },
    reviews: {
      good: [
        'Our {item} was handled beautifully, elders from both families were happy.',
        'They knew every custom and reminded us of things we had forgotten.',
        'Everything was ready well before the muhurtham, not a minute of panic.',
        'The coordinator answered calls at midnight the week before the wedding.',
        'Charges were fair for the quality, and no last-minute additions.',
      ],
      mixed: [
        'The {item} was good, the coordination on the reception day was a bit loose.',
        'Lovely work, but they took another wedding the same day and were stretched.',
        'Good team, the advance of 50 percent felt steep.',
      ],
      bad: [
        'Half the things in the package were missing on the day.',
        'They arrived late for the muhurtham and we had to rush everything.',
        'After taking the advance, they stopped picking up calls.',
      ],
      titles: {
        good: ['Beautiful {item}', 'Made our wedding easy', 'Knew every custom'],
        mixed: ['Good, but stretched', 'Mostly fine'],
        bad: ['Missing on the day', 'Late for the muhurtham'],
      },
    },
  },
  photographers: {
    subcategories: {
      'Wedding Photography': {
        items: ['wedding photography', 'wedding album', 'reception photos'],
        keywords: ['wedding photographer'],
        services: ['Wedding coverage', 'Candid photography', 'Albums & prints', 'Drone coverage', 'Cinematic videos'],
        amenities: ['Indoor studio', 'UPI accepted', 'Online gallery delivery', 'Outstation shoots', 'Air conditioned'],
      },
      'Candid Photography': {
        items: ['candid photos', 'candid wedding shoot'],
        keywords: ['candid photography'],
        services: ['Candid photography', 'Wedding coverage', 'Albums & prints'],
        amenities: ['Indoor studio', 'UPI accepted', 'Online gallery delivery', 'Outstation shoots', 'Air conditioned'],
      },
      'Baby & Maternity': {
        items: ['newborn shoot', 'maternity shoot', 'first birthday shoot'],
        keywords: ['baby photoshoot'],
        services: ['Studio portraits', 'Albums & prints'],
        amenities: ['Indoor studio', 'UPI accepted', 'Online gallery delivery', 'Air conditioned'],
      },
      'Product Shoots': {
        items: ['product photography', 'catalogue shoot', 'ecommerce photos'],
        services: ['Product shoots', 'Studio portraits'],
        amenities: ['Indoor studio', 'UPI accepted', 'Online gallery delivery', 'Air conditioned'],
      },
      'Passport Photos': {
        items: ['passport photos', 'visa photos'],
        keywords: ['passport photo'],
        services: ['Passport & visa photos', 'Studio portraits'],
      },
      'Pre-wedding Shoots': {
        items: ['pre-wedding shoot', 'save the date video'],
        keywords: ['pre wedding shoot'],
        services: ['Candid photography', 'Cinematic videos', 'Drone coverage'],
        amenities: ['UPI accepted', 'Online gallery delivery', 'Outstation shoots'],
      },
      Videography: {
        items: ['wedding film', 'drone video', 'event videography'],
        keywords: ['videographer', 'drone shoot'],
        services: ['Cinematic videos', 'Drone coverage', 'Wedding coverage'],
        amenities: ['UPI accepted', 'Online gallery delivery', 'Outstation shoots'],
      },
    },
    reviews: {
      good: [
        'The {item} turned out stunning, we keep going back to the pictures.',
        'They blended into the crowd and captured moments we did not even notice.',
        'Delivered the edited photos within three weeks, as promised.',
        'Very patient with our restless one-year-old, got lovely shots anyway.',
        'The package price included everything, no extra charge for travel or the album.',
      ],
      mixed: [
        'Photos are beautiful, but the album took four months.',
        'The {item} was good, the video editing felt rushed.',
        'Talented team, they went quiet after the shoot until we chased them.',
      ],
      bad: [
        'Missed the key moments of the ceremony, too busy with staged poses.',
        'Raw photos are still not shared after six months.',
        'Asked for more money before handing over the {item}.',
      ],
      titles: {
        good: ['Stunning {item}', 'Captured every moment', 'Worth every rupee'],
        mixed: ['Good photos, slow delivery', 'Nice, could be better'],
        bad: ['Missed key moments', 'Holding our photos'],
      },
    },
  },
  'banquet-halls': {
    subcategories: {
      'Kalyana Mantapa': {
        items: ['wedding hall', 'muhurtham hall', 'dining hall'],
        keywords: ['kalyana mantapa', 'marriage hall'],
        namePatterns: ['Sri {word} Kalyana Mantapa', '{locality} Kalyana Mantapa', '{surname} Choultry'],
        services: ['Wedding bookings', 'Reception & parties', 'In-house catering', 'Decoration', 'Guest rooms'],
      },
      'Party Hall': {
        items: ['birthday party hall', 'small party hall'],
        keywords: ['party hall', 'birthday hall'],
        namePatterns: ['{surname} Party Hall', '{locality} Party Hall', '{word} Banquets'],
        services: ['Reception & parties', 'In-house catering', 'Decoration'],
        amenities: ['Parking', 'Air conditioned', 'Power backup', 'Lift access', 'Dining hall', 'Wheelchair accessible'],
      },
      'Convention Centre': {
        items: ['reception venue', 'convention hall'],
        keywords: ['convention centre'],
        namePatterns: ['{locality} Convention Hall', '{word} Convention Centre', '{first} Gardens'],
        services: ['Wedding bookings', 'Reception & parties', 'In-house catering', 'Decoration', 'Conferences', 'Valet parking'],
      },
      'Rooftop Venue': {
        items: ['rooftop party', 'open-air venue'],
        namePatterns: ['{word} Sky Lounge', '{locality} Rooftop Venue', 'The {word} Terrace'],
        nameWords: ['Skyline', 'Horizon', 'Sunset', 'Starlight'],
        services: ['Reception & parties', 'In-house catering', 'Decoration'],
        amenities: ['Parking', 'Power backup', 'Lift access', 'Wheelchair accessible'],
      },
      'Conference Hall': {
        items: ['conference hall', 'seminar hall', 'training room'],
        namePatterns: ['{locality} Conference Centre', '{word} Business Hall', '{surname} Meeting Rooms'],
        services: ['Conferences', 'In-house catering'],
        amenities: ['Parking', 'Air conditioned', 'Power backup', 'Lift access', 'Wheelchair accessible'],
      },
    },
    reviews: {
      good: [
        'The hall staff were helpful from the previous evening till the last guest left.',
        'Parking for 80 cars meant no trouble for our relatives.',
        'The generator kicked in within seconds during a power cut, nobody noticed.',
        'The dining hall is spacious and the kitchen is clean, our caterer was happy.',
        'Booked the {item} here and the rates were fair for the location.',
      ],
      mixed: [
        'Good hall, but the AC could not cope with 500 people in May.',
        'The {item} was fine, washrooms needed more attention during the function.',
        'Nice venue, though they insist on their own decorator.',
      ],
      bad: [
        'They deducted from the deposit for damage that was already there.',
        'Power went off twice and the backup took ten minutes each time.',
        'Another function was booked right after ours and they rushed us out.',
      ],
      titles: {
        good: ['Great venue', 'Smooth function', 'Helpful hall staff'],
        mixed: ['Good, but hot', 'Okay venue'],
        bad: ['Deposit deducted unfairly', 'Rushed out'],
      },
    },
  },
  'car-rentals': {
    subcategories: {
      'Self-drive Cars': {
        items: ['self drive car', 'self drive suv'],
        services: ['Self-drive rentals'],
        amenities: ['UPI accepted', 'Cards accepted', 'GPS-tracked cars', 'Online booking', 'Clean cars'],
      },
      'Airport Taxi': {
        items: ['airport drop', 'airport pickup'],
        keywords: ['airport taxi'],
        services: ['Airport drops', 'Outstation trips', 'Driver on call'],
      },
      'Outstation Cabs': {
        items: ['mysuru trip', 'coorg cab', 'ooty trip'],
        keywords: ['outstation cab', 'innova for rent', 'mysore trip'],
        services: ['Outstation trips', 'Airport drops', 'Driver on call'],
      },
      'Tempo Traveller': {
        items: ['tempo traveller', '12 seater'],
        services: ['Tempo traveller hire', 'Outstation trips'],
      },
      'Wedding Cars': {
        items: ['wedding car', 'vintage car'],
        services: ['Wedding cars'],
      },
      'Monthly Rentals': {
        items: ['monthly cab', 'office cab'],
        keywords: ['monthly car rental'],
        services: ['Corporate monthly cabs', 'Driver on call', 'Airport drops'],
      },
    },
    reviews: {
      good: [
        'The driver was at our door at 4 in the morning for the {item}, no reminder needed.',
        'The car was clean, smelled fresh and the AC worked well throughout.',
        'Fare was fixed upfront, no arguments about toll or night charges later.',
        'The driver knew the route well and stopped at good places for breakfast.',
        'Booked the {item} for a family function and it was on time both ways.',
      ],
      mixed: [
        'Good car, but the driver kept taking phone calls while driving.',
        'The {item} was fine, they sent a different car from the one booked.',
        'Decent rates, though the waiting charges were not explained clearly.',
      ],
      bad: [
        'The car broke down halfway to Mysuru and the replacement took three hours.',
        'Deposit for the {item} is still not refunded after a month.',
        'The driver demanded extra bata at the end of the trip.',
      ],
      titles: {
        good: ['On time, every time', 'Smooth trip', 'Clean car, polite driver'],
        mixed: ['Okay, some issues', 'Different car sent'],
        bad: ['Breakdown, no help', 'Deposit not refunded'],
      },
    },
  },
  'pg-and-hostels': {
    subcategories: {
      'Gents PG': {
        items: ['gents pg', 'pg with food'],
        namePatterns: ['Sri {word} PG for Gents', '{locality} Gents PG', 'Sri {word} Luxury PG for Gents'],
      },
      'Ladies PG': {
        items: ['ladies pg', 'ladies hostel'],
        keywords: ['hostel'],
        namePatterns: ['{surname} Ladies Hostel', 'Sri {word} Ladies PG', '{locality} Ladies PG'],
      },
      'Co-living Space': {
        items: ['co living', 'private room'],
        namePatterns: ['{word} Co-living', '{locality} Co-living', '{first} Residency'],
      },
      'Student Hostel': {
        items: ['student hostel', 'hostel near college'],
        keywords: ['hostel'],
        namePatterns: ['{locality} Student Hostel', 'Sri {word} Student Hostel', '{word} Youth Hostel'],
      },
      'Working Professionals PG': {
        items: ['pg near tech park', 'single room pg'],
        namePatterns: ['{locality} Comforts PG', '{first} Residency', 'Sri {word} PG'],
      },
    },
    reviews: {
      good: [
        'Food is homely, and they make chapatis fresh for dinner every day.',
        'Rooms are cleaned daily and the bathrooms are actually kept clean.',
        'The owner fixes any problem the same day, even a broken geyser.',
        'Wi-Fi is fast enough to work from the room on rainy days.',
        'A short walk to the tech park, saves me an hour of traffic.',
        'Feels safe, there is a warden at night and biometric entry.',
      ],
      mixed: [
        'Good place, but the food gets repetitive by the end of the week.',
        'Rent is fair, the washing machine is always occupied.',
        'Nice rooms, though water is sometimes rationed in summer.',
      ],
      bad: [
        'They deducted a big amount from the deposit for painting without any proof.',
        'Rent was raised twice in a year without notice.',
        'Power backup does not cover the rooms, only the corridor lights.',
      ],
      titles: {
        good: ['Feels like home', 'Clean and safe', 'Good food'],
        mixed: ['Okay for the price', 'Good, but repetitive food'],
        bad: ['Deposit issues', 'Rent hikes without notice'],
      },
    },
  },
  hospitality: {
    subcategories: {
      'Business Hotel': {
        items: ['business stay', 'conference room', 'airport shuttle'],
        keywords: ['business hotel', 'stay near airport', 'banquet'],
        namePatterns: ['The {locality} {word}', 'Hotel {first} {word}', '{surname} {word}'],
      },
      'Boutique Hotel': {
        items: ['boutique stay', 'heritage rooms'],
        keywords: ['boutique hotel', 'couple friendly'],
        namePatterns: ['{word} by the Garden', 'The {locality} {word}', '{word} Boutique Stay'],
      },
      'Service Apartments': {
        items: ['service apartment', 'long stay', 'kitchenette'],
        namePatterns: ['{locality} Service Apartments', '{word} Suites', '{surname} Serviced Residences'],
        services: ['Room stays', 'Long-stay discounts', 'Laundry', 'Airport transfer'],
      },
      'Luxury Hotel': {
        items: ['luxury stay', 'rooftop restaurant', 'spa'],
        keywords: ['banquet'],
        namePatterns: ['The {word} {locality}', '{word} Grand', 'The {surname} Palace'],
        nameWords: ['Regency', 'Grand', 'Heritage', 'Royal', 'Imperial'],
      },
      Resort: {
        items: ['weekend getaway', 'pool villa', 'resort stay'],
        keywords: ['resort'],
        namePatterns: ['{word} Resort', '{locality} Retreat', '{word} Nature Resort'],
        nameWords: ['Green Valley', 'Lakeview', 'Palm Grove', 'Heritage', 'Retreat'],
        services: ['Room stays', 'Room service', 'In-house restaurant', 'Banquets'],
        descriptions: [
          '{name} is a quiet resort on the edge of the city, with a pool, open lawns and home-style Karnataka meals.',
          'Families from {locality} drive out to {name} for weekends of swimming, cycling and a bonfire dinner.',
        ],
      },
      'Guest House': {
        items: ['homestay', 'budget rooms'],
        keywords: ['lodge'],
        namePatterns: ["{first}'s Homestay", '{locality} Guest House', 'Sri {first} Comforts'],
        services: ['Room stays', 'Long-stay discounts', 'Laundry'],
        descriptions: [
          '{name} is a homely guest house in {locality} with clean rooms, hot water and a caretaker who knows the area.',
          'Visiting parents and interview candidates stay at {name} for its fair tariff and quiet street in {locality}.',
        ],
      },
    },
    reviews: {
      good: [
        'Rooms were spotless and the bed was very comfortable.',
        'The front desk arranged an early check-in after our overnight bus.',
        'The breakfast spread had proper South Indian options, not just bread and eggs.',
        'Quiet location yet close to the metro and the tech parks.',
        'Came for a {item} and the staff treated us like family.',
      ],
      mixed: [
        'Good stay, but the walls are thin and you hear the corridor.',
        'The {item} was good value, the Wi-Fi kept dropping.',
        'Clean rooms, slightly tired furniture.',
      ],
      bad: [
        'The bathroom had no hot water both mornings and nobody came to fix it.',
        'The room looked nothing like the photos online.',
        'They charged the card twice and the refund took three weeks.',
      ],
      titles: {
        good: ['Comfortable stay', 'Would stay again', 'Warm hospitality'],
        mixed: ['Good, but noisy', 'Decent value'],
        bad: ['Not as pictured', 'Poor maintenance'],
      },
    },
  },
  automotive: {
    subcategories: {
      'Car Service': {
        items: ['car service', 'clutch repair', 'ac gas refill', 'brake pads'],
        keywords: ['mechanic', 'garage near me'],
        namePatterns: ['{surname} Motors', '{locality} Auto Works', 'Sri {word} Garage', '{first} Car Care', 'Sri {word} Motor Works'],
        services: ['General service', 'Engine repair', 'Insurance claims', 'Pickup & drop', 'Roadside assistance'],
      },
      'Two-wheeler Service': {
        items: ['bike service', 'chain set', 'puncture'],
        keywords: ['mechanic', 'garage near me'],
        namePatterns: ['Sri {word} Two Wheeler Service', '{first} Bike Point', '{locality} Bike Care', 'Sri {word} Motors'],
        services: ['General service', 'Engine repair', 'Pickup & drop', 'Roadside assistance'],
      },
      'Tyres & Wheel Alignment': {
        items: ['wheel alignment', 'tyre replacement', 'wheel balancing'],
        keywords: ['tyres'],
        namePatterns: ['{word} Tyres', '{locality} Tyre & Alignment Centre', 'Sri {word} Tyre House'],
        services: ['Wheel alignment & balancing', 'Tyre replacement'],
      },
      'Car Wash & Detailing': {
        items: ['foam wash', 'interior cleaning', 'ceramic coating'],
        keywords: ['car wash'],
        namePatterns: ['{locality} Car Spa', '{first} Car Wash', '{word} Auto Detailing'],
        nameWords: ['Shine', 'Gloss', 'Sparkle', 'Foam'],
        services: ['Car wash', 'Interior detailing', 'Pickup & drop'],
      },
      'Denting & Painting': {
        items: ['scratch removal', 'denting work', 'full body paint'],
        keywords: ['denting painting'],
        namePatterns: ['{surname} Body Shop', 'Sri {word} Denting & Painting Works', '{locality} Auto Body Works'],
        services: ['Denting & painting', 'Insurance claims', 'Pickup & drop'],
      },
      'Car Accessories': {
        items: ['seat covers', 'car stereo', 'dash cam'],
        namePatterns: ['{locality} Car Accessories', '{word} Auto Accessories', '{first} Car Decors'],
        services: ['Accessory fitting'],
      },
      Batteries: {
        items: ['car battery', 'bike battery', 'battery check'],
        keywords: ['battery'],
        namePatterns: ['{word} Battery House', '{locality} Battery Point', 'Sri {word} Batteries'],
        services: ['Battery replacement', 'Roadside assistance'],
      },
    },
    reviews: {
      good: [
        'Gave a written estimate before starting and the final bill was within it.',
        'The mechanic showed me the worn-out parts he replaced.',
        'Picked up the car from {locality} in the morning and dropped it back by evening.',
        'Got the {item} done at half the showroom price.',
        'No upselling, told me the {other} could wait another six months.',
      ],
      mixed: [
        'Good work, but it always takes a day longer than promised.',
        'The {item} was fine, the vehicle came back with grease marks inside.',
        'Honest mechanic, the waiting area is just a plastic chair by the road.',
      ],
      bad: [
        'Within a week the same noise came back and they blamed my driving.',
        'Added parts to the bill that I never approved.',
        'Kept the vehicle for four days for a {item} that should take two hours.',
      ],
      titles: {
        good: ['Honest mechanic', 'Quick service', 'Fair bill'],
        mixed: ['Good, but slow', 'Okay work'],
        bad: ['Problem came back', 'Padded bill'],
      },
    },
  },
};
