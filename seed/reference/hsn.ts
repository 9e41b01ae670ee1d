// HSN (Harmonized System of Nomenclature, as used for GST): sections I–XXI, the chapters, and real
// 4-, 6- and 8-digit codes. Lines are `code|description`.
const SECTION_RANGES: [string, number, number][] = [
  ['I', 1, 5],
  ['II', 6, 14],
  ['III', 15, 15],
  ['IV', 16, 24],
  ['V', 25, 27],
  ['VI', 28, 38],
  ['VII', 39, 40],
  ['VIII', 41, 43],
  ['IX', 44, 46],
  ['X', 47, 49],
  ['XI', 50, 63],
  ['XII', 64, 67],
  ['XIII', 68, 70],
  ['XIV', 71, 71],
  ['XV', 72, 83],
  ['XVI', 84, 85],
  ['XVII', 86, 89],
  ['XVIII', 90, 92],
  ['XIX', 93, 93],
  ['XX', 94, 96],
  ['XXI', 97, 98],
]

export const sectionOfChapter = (chapter: number): string => SECTION_RANGES.find(([, a, b]) => chapter >= a && chapter <= b)?.[0] ?? 'XXI'

const CHAPTERS = `01|Live animals
02|Meat and edible meat offal
03|Fish and crustaceans, molluscs and other aquatic invertebrates
04|Dairy produce; birds' eggs; natural honey; edible products of animal origin
05|Products of animal origin, not elsewhere specified or included
06|Live trees and other plants; bulbs, roots; cut flowers and ornamental foliage
07|Edible vegetables and certain roots and tubers
08|Edible fruit and nuts; peel of citrus fruit or melons
09|Coffee, tea, mate and spices
10|Cereals
11|Products of the milling industry; malt; starches
12|Oil seeds and oleaginous fruits; miscellaneous grains, seeds and fruit
13|Lac; gums, resins and other vegetable saps and extracts
14|Vegetable plaiting materials; vegetable products not elsewhere specified
15|Animal or vegetable fats and oils and their cleavage products
16|Preparations of meat, of fish or of crustaceans
17|Sugars and sugar confectionery
18|Cocoa and cocoa preparations
19|Preparations of cereals, flour, starch or milk; pastrycooks' products
20|Preparations of vegetables, fruit, nuts or other parts of plants
21|Miscellaneous edible preparations
22|Beverages, spirits and vinegar
23|Residues and waste from the food industries; prepared animal fodder
24|Tobacco and manufactured tobacco substitutes
25|Salt; sulphur; earths and stone; plastering materials, lime and cement
26|Ores, slag and ash
27|Mineral fuels, mineral oils and products of their distillation
28|Inorganic chemicals
29|Organic chemicals
30|Pharmaceutical products
31|Fertilisers
32|Tanning or dyeing extracts; dyes, pigments, paints and varnishes; inks
33|Essential oils and resinoids; perfumery, cosmetic or toilet preparations
34|Soap, organic surface-active agents, washing preparations, lubricating preparations
35|Albuminoidal substances; modified starches; glues; enzymes
36|Explosives; pyrotechnic products; matches
37|Photographic or cinematographic goods
38|Miscellaneous chemical products
39|Plastics and articles thereof
40|Rubber and articles thereof
41|Raw hides and skins (other than furskins) and leather
42|Articles of leather; saddlery and harness; travel goods, handbags
43|Furskins and artificial fur; manufactures thereof
44|Wood and articles of wood; wood charcoal
45|Cork and articles of cork
46|Manufactures of straw, of esparto or of other plaiting materials; basketware
47|Pulp of wood or of other fibrous cellulosic material
48|Paper and paperboard; articles of paper pulp, of paper or of paperboard
49|Printed books, newspapers, pictures and other products of the printing industry
50|Silk
51|Wool, fine or coarse animal hair; horsehair yarn and woven fabric
52|Cotton
53|Other vegetable textile fibres; paper yarn and woven fabrics of paper yarn
54|Man-made filaments
55|Man-made staple fibres
56|Wadding, felt and nonwovens; special yarns; twine, cordage, ropes and cables
57|Carpets and other textile floor coverings
58|Special woven fabrics; tufted textile fabrics; lace; tapestries; trimmings; embroidery
59|Impregnated, coated, covered or laminated textile fabrics
60|Knitted or crocheted fabrics
61|Articles of apparel and clothing accessories, knitted or crocheted
62|Articles of apparel and clothing accessories, not knitted or crocheted
63|Other made up textile articles; sets; worn clothing and worn textile articles; rags
64|Footwear, gaiters and the like; parts of such articles
65|Headgear and parts thereof
66|Umbrellas, sun umbrellas, walking-sticks, seat-sticks, whips, riding-crops
67|Prepared feathers and down; artificial flowers; articles of human hair
68|Articles of stone, plaster, cement, asbestos, mica or similar materials
69|Ceramic products
70|Glass and glassware
71|Natural or cultured pearls, precious or semi-precious stones, precious metals; imitation jewellery; coin
72|Iron and steel
73|Articles of iron or steel
74|Copper and articles thereof
75|Nickel and articles thereof
76|Aluminium and articles thereof
78|Lead and articles thereof
79|Zinc and articles thereof
80|Tin and articles thereof
81|Other base metals; cermets; articles thereof
82|Tools, implements, cutlery, spoons and forks, of base metal
83|Miscellaneous articles of base metal
84|Nuclear reactors, boilers, machinery and mechanical appliances; parts thereof
85|Electrical machinery and equipment and parts thereof; sound and television recorders and reproducers
86|Railway or tramway locomotives, rolling-stock and parts thereof
87|Vehicles other than railway or tramway rolling-stock, and parts and accessories thereof
88|Aircraft, spacecraft, and parts thereof
89|Ships, boats and floating structures
90|Optical, photographic, cinematographic, measuring, checking, precision, medical or surgical instruments
91|Clocks and watches and parts thereof
92|Musical instruments; parts and accessories of such articles
93|Arms and ammunition; parts and accessories thereof
94|Furniture; bedding, mattresses, cushions; lamps and lighting fittings; prefabricated buildings
95|Toys, games and sports requisites; parts and accessories thereof
96|Miscellaneous manufactured articles
97|Works of art, collectors' pieces and antiques
98|Project imports; laboratory chemicals; passengers' baggage`

const HEADINGS = `0201|Meat of bovine animals, fresh or chilled
0204|Meat of sheep or goats, fresh, chilled or frozen
0207|Meat and edible offal of poultry
0302|Fish, fresh or chilled
0401|Milk and cream, not concentrated nor containing added sugar
0402|Milk and cream, concentrated or containing added sugar
0405|Butter and other fats and oils derived from milk; dairy spreads
0406|Cheese and curd
0407|Birds' eggs, in shell
0409|Natural honey
0603|Cut flowers and flower buds
0701|Potatoes, fresh or chilled
0702|Tomatoes, fresh or chilled
0703|Onions, shallots, garlic, leeks
0713|Dried leguminous vegetables, shelled (pulses)
0801|Coconuts, Brazil nuts and cashew nuts
0803|Bananas, including plantains, fresh or dried
0804|Dates, figs, pineapples, avocados, guavas, mangoes
0901|Coffee, whether or not roasted or decaffeinated
0902|Tea, whether or not flavoured
0904|Pepper; dried or crushed capsicum
0909|Seeds of anise, badian, fennel, coriander, cumin or caraway
0910|Ginger, saffron, turmeric, thyme, bay leaves, curry and other spices
1001|Wheat and meslin
1005|Maize (corn)
1006|Rice
10063020|Basmati rice
1101|Wheat or meslin flour
1201|Soya beans, whether or not broken
1207|Other oil seeds and oleaginous fruits
1507|Soya-bean oil and its fractions
1508|Ground-nut oil and its fractions
1511|Palm oil and its fractions
1512|Sunflower-seed, safflower or cotton-seed oil and fractions thereof
1515|Other fixed vegetable fats and oils (including jojoba oil) and their fractions
1701|Cane or beet sugar and chemically pure sucrose
1704|Sugar confectionery (including white chocolate), not containing cocoa
1806|Chocolate and other food preparations containing cocoa
1901|Malt extract; food preparations of flour, groats, meal, starch or malt extract
1902|Pasta, whether or not cooked or stuffed
1904|Prepared foods obtained by the swelling or roasting of cereals or cereal products
1905|Bread, pastry, cakes, biscuits and other bakers' wares
2001|Vegetables, fruit, nuts, preserved by vinegar or acetic acid (pickles)
2009|Fruit juices and vegetable juices, unfermented
2101|Extracts, essences and concentrates of coffee and tea
2103|Sauces and preparations therefor; mixed condiments and mixed seasonings; mustard flour and meal
2105|Ice cream and other edible ice, whether or not containing cocoa
2106|Food preparations not elsewhere specified or included
2201|Waters, including natural or artificial mineral waters
2202|Waters with added sugar or flavouring; other non-alcoholic beverages
2203|Beer made from malt
2302|Bran, sharps and other residues of cereals
2309|Preparations of a kind used in animal feeding
2401|Unmanufactured tobacco; tobacco refuse
2403|Other manufactured tobacco; bidis
2501|Salt and pure sodium chloride
2515|Marble, travertine and other calcareous stone
2517|Pebbles, gravel, broken or crushed stone
2523|Portland cement, aluminous cement and similar hydraulic cements
2601|Iron ores and concentrates
2701|Coal; briquettes and similar solid fuels manufactured from coal
2709|Petroleum oils and oils obtained from bituminous minerals, crude
2710|Petroleum oils and oils obtained from bituminous minerals, other than crude
2711|Petroleum gases and other gaseous hydrocarbons (LPG)
2716|Electrical energy
2804|Hydrogen, rare gases and other non-metals
2836|Carbonates; peroxocarbonates
2901|Acyclic hydrocarbons
2933|Heterocyclic compounds with nitrogen hetero-atom(s) only
2941|Antibiotics
3002|Human blood; animal blood; antisera; vaccines
3003|Medicaments (not in measured doses)
3004|Medicaments put up in measured doses or in forms for retail sale
30049099|Other medicaments in measured doses
3005|Wadding, gauze, bandages and similar articles
3006|Pharmaceutical goods specified in Note 4 to Chapter 30
3102|Mineral or chemical fertilisers, nitrogenous
3105|Mineral or chemical fertilisers containing two or three of nitrogen, phosphorus, potassium
3208|Paints and varnishes based on synthetic polymers, in a non-aqueous medium
3209|Paints and varnishes based on synthetic polymers, in an aqueous medium
3215|Printing ink, writing or drawing ink and other inks
3301|Essential oils; resinoids
3304|Beauty or make-up preparations and preparations for the care of the skin
3305|Preparations for use on the hair
3306|Preparations for oral or dental hygiene
3401|Soap; organic surface-active products in the form of bars or cakes
3402|Organic surface-active agents; washing and cleaning preparations
3403|Lubricating preparations
3506|Prepared glues and other prepared adhesives
3605|Matches
3808|Insecticides, rodenticides, fungicides, herbicides
3824|Prepared binders for foundry moulds; chemical products n.e.s.
3901|Polymers of ethylene, in primary forms
3917|Tubes, pipes and hoses, and fittings therefor, of plastics
3920|Other plates, sheets, film, foil and strip, of plastics
3923|Articles for the conveyance or packing of goods, of plastics
3924|Tableware, kitchenware, other household articles of plastics
3926|Other articles of plastics
4011|New pneumatic tyres, of rubber
4016|Other articles of vulcanised rubber
4107|Leather further prepared after tanning
4202|Trunks, suit-cases, handbags, wallets and similar containers
4203|Articles of apparel and clothing accessories, of leather
4407|Wood sawn or chipped lengthwise
4412|Plywood, veneered panels and similar laminated wood
4418|Builders' joinery and carpentry of wood
4801|Newsprint, in rolls or sheets
4802|Uncoated paper and paperboard, of a kind used for writing, printing
4808|Paper and paperboard, corrugated, creped, crinkled, embossed or perforated, in rolls or sheets
4819|Cartons, boxes, cases, bags and other packing containers of paper
4820|Registers, account books, note books, order books, receipt books
4901|Printed books, brochures, leaflets and similar printed matter
4902|Newspapers, journals and periodicals
4911|Other printed matter, including printed pictures and photographs
5007|Woven fabrics of silk or of silk waste
5205|Cotton yarn (other than sewing thread)
5208|Woven fabrics of cotton, containing 85% or more by weight of cotton
5407|Woven fabrics of synthetic filament yarn
5509|Yarn (other than sewing thread) of synthetic staple fibres
5701|Carpets and other textile floor coverings, knotted
6105|Men's or boys' shirts, knitted or crocheted
6109|T-shirts, singlets and other vests, knitted or crocheted
61091000|T-shirts, singlets and other vests of cotton, knitted
6203|Men's or boys' suits, ensembles, jackets, trousers
6204|Women's or girls' suits, ensembles, jackets, dresses, skirts
6205|Men's or boys' shirts
6206|Women's or girls' blouses, shirts and shirt-blouses
6211|Track suits, ski suits and swimwear; other garments
6302|Bed linen, table linen, toilet linen and kitchen linen
6303|Curtains (including drapes) and interior blinds; curtain or bed valances
6305|Sacks and bags, of a kind used for the packing of goods
6403|Footwear with outer soles of rubber, plastics or leather and uppers of leather
6404|Footwear with uppers of textile materials
6802|Worked monumental or building stone
6808|Panels, boards, tiles, blocks and similar articles of vegetable fibre, straw or wood waste, agglomerated with cement, plaster or other mineral binders
6810|Articles of cement, of concrete or of artificial stone
6904|Ceramic building bricks, flooring blocks, support or filler tiles and the like
6907|Ceramic flags and paving, hearth or wall tiles
6911|Tableware, kitchenware, of porcelain or china
7005|Float glass and surface ground or polished glass, in sheets
7010|Carboys, bottles, flasks, jars, pots, of glass
7013|Glassware of a kind used for table, kitchen, toilet, office
7102|Diamonds, whether or not worked, but not mounted or set
7103|Precious stones (other than diamonds) and semi-precious stones, whether or not worked or graded
7106|Silver (including silver plated with gold or platinum), unwrought or in semi-manufactured forms, or in powder form
7108|Gold (including gold plated with platinum), unwrought or in semi-manufactured forms
7113|Articles of jewellery and parts thereof, of precious metal
7117|Imitation jewellery
7201|Pig iron and spiegeleisen in pigs, blocks or other primary forms
7204|Ferrous waste and scrap
7208|Flat-rolled products of iron or non-alloy steel, hot-rolled
7210|Flat-rolled products of iron or non-alloy steel, clad, plated or coated
7214|Other bars and rods of iron or non-alloy steel
7303|Tubes, pipes and hollow profiles, of cast iron
7304|Tubes, pipes and hollow profiles, seamless, of iron (other than cast iron) or steel
7306|Other tubes, pipes and hollow profiles, of iron or steel
7308|Structures and parts of structures, of iron or steel
7318|Screws, bolts, nuts, rivets, washers and similar articles, of iron or steel
7323|Table, kitchen or other household articles, of iron or steel
7325|Other cast articles of iron or steel
7326|Other articles of iron or steel
7408|Copper wire
7604|Aluminium bars, rods and profiles
7610|Aluminium structures and parts of structures
8201|Hand tools: spades, shovels, mattocks, picks, hoes
8205|Hand tools (including glaziers' diamonds) not elsewhere specified
8301|Padlocks and locks (key, combination or electrically operated)
8406|Steam turbines and other vapour turbines
8407|Spark-ignition reciprocating or rotary internal combustion piston engines
8408|Compression-ignition internal combustion piston engines (diesel or semi-diesel engines)
8411|Turbo-jets, turbo-propellers and other gas turbines
8413|Pumps for liquids
8414|Air or vacuum pumps, air or other gas compressors and fans
8415|Air conditioning machines
8418|Refrigerators, freezers and other refrigerating or freezing equipment
8421|Centrifuges; filtering or purifying machinery and apparatus
8432|Agricultural, horticultural or forestry machinery for soil preparation
8433|Harvesting or threshing machinery; grass or hay mowers; machines for cleaning or grading eggs, fruit or other agricultural produce
8443|Printing machinery; printers, copying machines
8450|Household or laundry-type washing machines
8471|Automatic data processing machines and units thereof
84713010|Personal computers (laptops, notebooks)
8473|Parts and accessories of machines of headings 8470 to 8472
8481|Taps, cocks, valves and similar appliances
8501|Electric motors and generators
8502|Electric generating sets and rotary converters
8504|Electrical transformers, static converters and inductors
8506|Primary cells and primary batteries
8507|Electric accumulators (batteries)
8509|Electro-mechanical domestic appliances, with self-contained electric motor
8516|Electric water heaters, hair dryers, electro-thermic domestic appliances
8517|Telephone sets, including smartphones; other apparatus for transmission of voice or data
85171300|Smartphones
8523|Discs, tapes, solid-state non-volatile storage devices
8528|Monitors and projectors; television receivers
8532|Electrical capacitors, fixed, variable or adjustable (pre-set)
8533|Electrical resistors (including rheostats and potentiometers), other than heating resistors
8536|Electrical apparatus for switching or protecting circuits (up to 1000 V)
8539|Electric filament or discharge lamps; LED lamps
8541|Semiconductor devices; photovoltaic cells
8544|Insulated wire, cable and other insulated electric conductors
8702|Motor vehicles for the transport of ten or more persons
8703|Motor cars and other motor vehicles principally designed for the transport of persons
8704|Motor vehicles for the transport of goods
8708|Parts and accessories of the motor vehicles of headings 8701 to 8705
8711|Motorcycles (including mopeds) and cycles fitted with an auxiliary motor
8712|Bicycles and other cycles, not motorised
9004|Spectacles, goggles and the like
9018|Instruments and appliances used in medical, surgical, dental or veterinary sciences
9021|Orthopaedic appliances; hearing aids
9026|Instruments for measuring or checking the flow, level or pressure of liquids or gases
9102|Wrist-watches, pocket-watches and other watches
9207|Musical instruments, the sound of which is produced electrically
9303|Other firearms and similar devices
9401|Seats (other than those of heading 9402)
9403|Other furniture and parts thereof
9404|Mattress supports; articles of bedding
9405|Luminaires and lighting fittings
9503|Tricycles, scooters, pedal cars and similar wheeled toys; dolls; other toys
9506|Articles and equipment for general physical exercise, gymnastics, sports
9608|Ball point pens; felt tipped and other porous-tipped pens and markers
9619|Sanitary towels (pads) and tampons, napkins and napkin liners for babies
9701|Paintings, drawings and pastels, executed entirely by hand`

export interface HsnRef {
  code: string
  description: string
  chapter: number
  section: string
}

export const HSN_CODES: readonly HsnRef[] = [...CHAPTERS.split('\n'), ...HEADINGS.split('\n')].map((line) => {
  const [code, description] = line.split('|')
  const chapter = Number(code.slice(0, 2))
  return { code, description, chapter, section: sectionOfChapter(chapter) }
})
