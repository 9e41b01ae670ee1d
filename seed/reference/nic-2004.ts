// NIC 2004 (National Industrial Classification 2004, Ministry of Statistics and Programme Implementation,
// MoSPI): the classification older company identification numbers (CINs) carry. Sections and divisions are
// NIC 2004's (the ISIC Rev.3.1 structure); the 5-digit sub-classes are MoSPI's NIC-2004 list as the National
// Sample Survey's code book reproduces it, with MoSPI's wording and spelling.
//
// Not every sub-class text is whole. The code book keeps only the first printed line of a description, so
// a description ending in " …" is the opening of MoSPI's text, cut where the line (or the bracketed note
// that follows the title) was cut; NIC_2004_ABRIDGED lists them. Where the full text was found in MoSPI's
// NIC-2004 publication as reproduced in other public copies, it is given whole. Some classes whose only
// sub-class ends in 0 are missing from that code book; the ones the concordance below needs carry their
// class title (NIC_2004_CLASS_TITLES) and should be checked against the printed NIC-2004.
//
// NIC_2008_TO_2004 gives, for each NIC 2008 sub-class the generator draws (NIC_CODES in ./nic.ts), the NIC
// 2004 sub-class a company doing that activity was registered under. It was drawn up by matching the
// wording of the two classifications, class by class; MoSPI's own NIC-2008/NIC-2004 concordance was not at
// hand, so check a mapping against it before relying on it. Where one code maps to several, the principal
// one is given and the others are named in NIC_2008_TO_2004_NOTES.

import { parse, sectionFinder } from './nic.ts'

export const NIC_2004_SECTIONS: Record<string, string> = {
  A: 'Agriculture, hunting and forestry',
  B: 'Fishing',
  C: 'Mining and quarrying',
  D: 'Manufacturing',
  E: 'Electricity, gas and water supply',
  F: 'Construction',
  G: 'Wholesale and retail trade; repair of motor vehicles, motorcycles and personal and household goods',
  H: 'Hotels and restaurants',
  I: 'Transport, storage and communications',
  J: 'Financial intermediation',
  K: 'Real estate, renting and business activities',
  L: 'Public administration and defence; compulsory social security',
  M: 'Education',
  N: 'Health and social work',
  O: 'Other community, social and personal service activities',
  P: 'Activities of private households as employers and undifferentiated production activities of private households',
  Q: 'Extraterritorial organizations and bodies',
}

const DIVISION_LINES = `01|Agriculture, hunting and related service activities
02|Forestry, logging and related service activities
05|Fishing, aquaculture and service activities incidental to fishing
10|Mining of coal and lignite; extraction of peat
11|Extraction of crude petroleum and natural gas; service activities incidental to oil and gas extraction excluding surveying
12|Mining of uranium and thorium ores
13|Mining of metal ores
14|Other mining and quarrying
15|Manufacture of food products and beverages
16|Manufacture of tobacco products
17|Manufacture of textiles
18|Manufacture of wearing apparel; dressing and dyeing of fur
19|Tanning and dressing of leather; manufacture of luggage, handbags, saddlery, harness and footwear
20|Manufacture of wood and of products of wood and cork, except furniture; manufacture of articles of straw and plaiting materials
21|Manufacture of paper and paper products
22|Publishing, printing and reproduction of recorded media
23|Manufacture of coke, refined petroleum products and nuclear fuel
24|Manufacture of chemicals and chemical products
25|Manufacture of rubber and plastics products
26|Manufacture of other non-metallic mineral products
27|Manufacture of basic metals
28|Manufacture of fabricated metal products, except machinery and equipment
29|Manufacture of machinery and equipment n.e.c.
30|Manufacture of office, accounting and computing machinery
31|Manufacture of electrical machinery and apparatus n.e.c.
32|Manufacture of radio, television and communication equipment and apparatus
33|Manufacture of medical, precision and optical instruments, watches and clocks
34|Manufacture of motor vehicles, trailers and semi-trailers
35|Manufacture of other transport equipment
36|Manufacture of furniture; manufacturing n.e.c.
37|Recycling
40|Electricity, gas, steam and hot water supply
41|Collection, purification and distribution of water
45|Construction
50|Sale, maintenance and repair of motor vehicles and motorcycles; retail sale of automotive fuel
51|Wholesale trade and commission trade, except of motor vehicles and motorcycles
52|Retail trade, except of motor vehicles and motorcycles; repair of personal and household goods
55|Hotels and restaurants
60|Land transport; transport via pipelines
61|Water transport
62|Air transport
63|Supporting and auxiliary transport activities; activities of travel agencies
64|Post and telecommunications
65|Financial intermediation, except insurance and pension funding
66|Insurance and pension funding, except compulsory social security
67|Activities auxiliary to financial intermediation
70|Real estate activities
71|Renting of machinery and equipment without operator and of personal and household goods
72|Computer and related activities
73|Research and development
74|Other business activities
75|Public administration and defence; compulsory social security
80|Education
85|Health and social work
90|Sewage and refuse disposal, sanitation and similar activities
91|Activities of membership organizations n.e.c.
92|Recreational, cultural and sporting activities
93|Other service activities
95|Activities of private households as employers of domestic staff
96|Undifferentiated goods-producing activities of private households for own use
97|Undifferentiated services-producing activities of private households for own use
99|Extra-territorial organizations and bodies`

// code|description (a trailing " …" marks a description cut short in the source)
const SUBCLASS_LINES = `01111|Growing of food grain crops (cereals and pulses)
01112|Growing of oilseeds including peanuts or soya beans
01113|Growing of cotton and other vegetable textile fibre plants (Includes growing of plant materials for plaiting, padding or stuffing or brushes or brooms)
01114|Growing of tobacco, including its preliminary processing
01115|Growing of sugarcane or sugar beet
01116|Growing of rubber trees; harvesting of latex and treatment on the plantation of the liquid latex for the purpose of transport or preservation
01117|Growing of plants used chiefly in pharmacy or for insecticide, fungicidal or similar purposes (Includes growing of opium and ganja)
01118|Growing of Hina leaves [Mehandi]
01119|Growing of other crops, n.e.c. (Includes growing of potatoes, yams, sweet potatoes or cassava; hop cones, chicory roots or roots and tubers with a high starch or inulin content; growing of seeds of a kind used for sowing, growing of forage plants including grasses and of crops not elsewhere classified)
01121|Growing, in the open or under cover, of vegetables
01122|Growing of horticultural specialties including: seeds for flowers, fruit or vegetables; un-rooted cuttings or slips; bulbs, tubers, tuberous roots, corns or crowns. Also includes growing of flowers or flower buds
01131|Growing of coffee or cocoa beans
01132|Growing of tea or mate leaves including the activities of tea factories associated with tea plantations. (Processing by independent units is classified under class 1549)
01133|Growing of edible nuts including coconuts
01134|Growing of fruit: citrus, tropical pome or stone fruit; small fruit such as berries …
01135|Growing of spice crops …
01136|Gathering of berries or nuts etc.
01139|Growing of fruit, nuts, beverage and spice crops, n.e.c.
01211|Cattle (including yak and buffalo) breeding, rearing and ranching etc. …
01212|Rearing of goats, production of milk
01213|Rearing of sheep; production of shorn wool
01214|Rearing of horses, camels, mules and other pack animals.
01221|Raising of pigs and swine
01222|Raising of poultry (including broiler) and other domesticated birds …
01223|Raising of bees; production of honey
01224|Raising of silk worms; production of silk worm cocoons …
01225|Farming of rabbits including angora rabbits
01229|Other animal farming; production of animal products n.e.c. …
01300|Growing of crops combined with farming of animals (mixed farming). …
01401|Operation of irrigation systems
01402|Soil conservation services, including soil testing and soil desalination services.
01403|Activities establishing a crop, promoting its growth or protecting it from disease …
01404|Harvesting and activities related to harvesting …
01405|Cotton ginning, cleaning and baling
01406|Renting of agricultural machinery with operators
01407|Activities to promote propagation, growth and output of animals …
01408|Gardening activities
01409|Other agricultural and animal husbandry service activities, n.e.c.
01500|Hunting, trapping and game propagation including related service activities
02001|Growing of standing timber: planting, replanting, transplanting, thinning and conserving of forests and timber tracts …
02002|Logging: logging camps and loggers primarily engaged in felling timber …
02003|Gathering of tendu leaves
02004|Gathering of other wild growing forest materials …
02005|Forestry service activities: timber cruising, timber evaluation, fire fighting …
02006|Logging service activities: transport of logs in association with logging …
05011|Fishing on commercial basis in ocean, sea and coastal areas
05012|Fishing on commercial basis in inland waters.
05021|Gathering of marine materials such as natural pearls, sponges, coral and algae.
05022|Fish farming, breading and rearing including operations of hatcheries …
05023|Service activities related to marine and fresh water fisheries …
10101|Open cut (strip) mining of coal
10102|Underground mining of coal
10103|Cleaning, sizing and pulverizing of coal
10104|Manufacture of brickade or other solid fuels containing chiefly coal
10109|Other activities relating to mining and agglomeration of hard coal
10201|Mining and agglomeration of lignite from open cut mines
10202|Mining and agglomeration of lignite from underground
10203|Cleaning, sizing and pulverizing of lignite
10204|Manufacture of brickade or other solid fuels containing chiefly lignite
10209|Other operations relating to mining and agglomeration of lignite
10300|Extraction and agglomeration of peat [incl. digging of peat]
11101|Off shore extraction of petroleum
11102|On shore extraction of petroleum
11103|Off shore extraction of natural gas
11104|On shore extraction of natural gas
11201|Services incidental to off shore oil extraction
11202|Services incidental to on shore oil extraction
11203|Services incidental to off shore gas extraction
11204|Services incidental to on shore gas extraction
12000|Mining of uranium and thorium ores (e.g. pitchblende), including concentrating …
13100|Mining of iron ores …
13201|Mining of manganese ore
13202|Mining of chromium ores
13203|Mining of aluminium ores (bauxite)
13204|Mining of precious metal ores (gold)
13205|Mining of copper ores
13206|Mining of lead and zinc ores
13209|Mining of other non-ferrous metal ores, n.e.c. …
14101|Quarrying of marble
14102|Quarrying of granite
14103|Quarrying of slate and building and monumental stone other than marble and granite
14104|Mining of dolomite
14105|Mining of gypsum including selenite
14106|Operation of sand or gravel pits, basalt / porphyry, clay (ordinary) …
14107|Mining/quarrying of limestone, limeshell, 'kankar' and other calcareous minerals …
14108|Mining of clays …
14109|Mining of refractory non-clay minerals …
14211|Mining of native sulphur or pyrites and pyrrhotites valued chiefly for sulphur
14212|Mining of natural phosphate including apatite minerals.
14213|Mining of earth colours (ochre including red oxide).
14214|Mining of fluorspar
14215|Mining of barytes
14219|Mining of potash bearing salts/minerals; borate minerals and other fertiliser and chemical minerals …
14221|Salt mining, quarrying, screening etc.
14222|Production of Salt by evaporating of pans
14291|Mining of gemstones …
14292|Mining and quarrying of abrasive materials …
14293|Mining of mica
14294|Mining of natural graphite
14295|Mining of asbestos
14296|Mining of vermiculite, perlite and chlorites
14297|Mining of felspar and silica minerals including quartz, quartzite and fuch. quartzite
14298|Mining of talc/ steatite
14299|Mining of laterite, diatomite and silicious fossil meals (e.g. diatomite) …
15111|Mutton-slaughtering, preparation
15112|Beef-slaughtering, preparation
15113|Pork-slaughtering, preparation
15114|Poultry and other slaughtering, preparation
15115|Preservation of meat except by canning
15116|Processing and canning of meat
15117|Rendering and refining of lard and other edible animal fats
15118|Production of flours and meals of meat and meat offals
15119|Production, processing and preserving of other meat, meat products, n.e.c.
15121|Sun-drying of fish
15122|Artificial dehydration of fish and sea food
15123|Radiation preservation of fish and similar food
15124|Processing and canning of fish
15125|Manufacturing of fish meal
15126|Processing and canning of frog legs
15127|Processing and preserving of fish crustacean and similar foods
15129|Processing & preserving of other fish and fish products, n.e.c.
15131|Sun-drying of fruit and vegetables
15132|Artificial dehydration of fruit and vegetables
15133|Radiation preservation of fruit and vegetables
15134|Manufacturing of fruit/vegetable juices and their concentrates …
15135|Manufacture of sauces, jams, jellies and marmalades
15136|Manufacture of pickles, chutneys, murabbas etc.
15137|Canning of fruit and vegetables
15138|Manufacture of potato flour & meals and prepared meals of vegetables
15139|Fruit and vegetables preservation n.e.c. …
15141|Manufacture of hydrogenated oils and vanaspati ghee etc.
15142|Manufacture of vegetable oils and fats (excluding corn oil)
15143|Manufacture of vegetable oils and fats through solvent extraction process
15144|Manufacture of animal oils and fats …
15145|Manufacture of fish oil
15146|Manufacture of cakes & meals incl. residual products …
15147|Manufacture of non-defatted flour or meals of oilseeds, oilnuts or kernels
15149|Manufacture of other vegetables and animal oil & fats, n.e.c.
15201|Manufacture of milk powder, ice-cream powder and condensed milk …
15202|Manufacture of baby milk foods
15203|Manufacture of butter, cream, ghee, cheese and khoya etc.
15204|Manufacture of pasteurised milk whether or not in bottles/ polythene packs etc. …
15205|Manufacture of ice-cream and kulfi etc.
15209|Manufacture of other dairy products, n.e.c.
15311|Flour milling
15312|Rice milling
15313|Dal milling
15314|Processing and grinding of grain other than floor, rice & dal
15315|Vegetable milling …
15316|Manufacture of breakfast foods obtained by roasting or swelling cereal grains
15317|Manufacture of prepared, blended flour, wet flour for food preparation and dough
15318|Manufacture of other readymade mixed powders like idli, gulabjamun etc.
15319|Other grain milling and processing activities like manufacturing of poha/ muri etc.
15321|Manufacture of starch
15322|Manufacture of sago and sago products
15323|Manufacture of glucose & glucose syrup, maltose
15324|Manufacture of gluten
15325|Manufacture of tapioca substitutes prepared from starch
15326|Manufacture of corn oil
15329|Manufacture of other starch products n.e.c.
15331|Manufacture of cattle feed
15332|Manufacture of poultry feed
15339|Manufacture of other animal and bird feed n.e.c.
15411|Bread making
15412|Manufacture of biscuits, cakes and pastries
15419|Manufacture of other bakery products n.e.c.
15421|Manufacture and refining of sugar (vacuum pan sugar factories)
15422|Manufacture of 'gur' from sugar cane
15423|Manufacture of 'gur' from other than sugar cane
15424|Manufacture of 'khandsari' sugar from sugar cane
15425|Manufacture of 'khandsari' sugar other than from sugar cane
15426|Manufacture of 'boora' and candy from sugar cane
15427|Manufacture of 'boora' and candy other than from sugar cane
15428|Manufacture of molasses
15429|Manufacture of other indigenous sugar cane/sugar beet/palm juice products n.e.c.
15431|Manufacture of cocoa products
15432|Manufacture of sugar confectionery (except sweetmeats)
15433|Manufacture of sweetmeats
15434|Manufacture of chewing gum
15435|Preserving in sugar of fruits, nuts, fruit peals and other parts of plants
15439|Other activities relating to manufacture of cocoa, chocolate and sugar confectionery …
15491|Processing and blending of tea including manufacture of instant tea …
15492|Coffee curing, roasting, grinding and blending etc. …
15493|Processing of edible nuts
15494|Manufacture of malted foods including food for infants and invalids
15495|Grinding and processing of spices
15496|Manufacture of papads appalam and similar food products
15497|Manufacture of vitaminised high protein flour, frying of dals & other cereals
15499|Other semi-processed, processed or instant foods n.e.c. except farinaceous products …
15511|Manufacture of country liquor
15519|Distilling, rectifying and blending of spirits; ethyl alcohol production from fermented materials …
15531|Manufacture of beer
15532|Manufacture of malt liquors other than beer
15533|Manufacture of malt
15539|Manufacture of malt liquors and malt n.e.c.
15541|Manufacture of aerated drinks
15542|Manufacture of synthetic flavored concentrates and syrups
15543|Manufacture of mineral water
15544|Manufacture of Ice.
15545|Manufacture of soft drinks
15549|Manufacture of other non-alcoholic beverages n.e.c.
16001|Tobacco stemming, redrying etc. of tobacco leaf.
16002|Manufacture of bidi
16003|Manufacture of cigarette and cigarette tobacco
16004|Manufacture of cigars and cheroots
16005|Manufacture of snuff
16006|Manufacture of 'zarda'
16007|Manufacture of catechu(katha) and chewing lime
16008|Manufacture of pan masala and related products.
16009|Manufacture of other tobacco products including chewing tobacco n.e.c.
17111|Preparation and spinning of cotton fiber including blended* cotton …
17112|Preparation and spinning of silk fiber including blended* silk.
17113|Preparation and spinning of wool, including other animal hair and blended* wool …
17114|Preparation and spinning of man-made fiber including blended* man-made fiber.
17115|Weaving, manufacture of cotton and cotton mixture fabrics.
17116|Weaving, manufacture of silk and silk mixture fabrics.
17117|Weaving, manufacture of wool and wool mixture fabrics.
17118|Weaving, manufacturing of man-made fiber and man-made mixture fabrics.
17119|Preparation, spinning and weaving of jute, mesta and other natural fibers …
17121|Finishing of cotton and blended cotton textiles.
17122|Finishing of silk and blended silk textiles.
17123|Finishing of wool and blended wool textiles.
17124|Finishing of man-made and blended man-made textiles.
17125|Finishing of jute, mesta and other vegetable textiles fabrics.
17126|Activity related to screen printing
17129|Other activities relating to finishing of textile n.e.c.
17131|Cotton spinning through charkha
17132|Weaving of cotton khadi
17133|Weaving of cotton textiles on handlooms
17134|Spinning of wool and silk through charkha
17135|Weaving of woollen and silk khadi
17136|Weaving of wool and silk on handlooms
17137|Weaving of artificial/synthetic textile fabrics on handlooms
17139|Preparation and spinning of textile fibre including weaving of textiles …
17141|Bleaching, dyeing and finishing of cotton cloth and yarn by hand
17142|Printing of cloth by hand
17143|Bleaching, dyeing and finishing of woollen textiles by hand
17144|Bleaching, dyeing, printing and finishing of silk textiles by hand
17145|Bleaching, dyeing, printing and finishing of artificial/synthetic textile fabrics …
17149|Finishing of textiles (khadi/handloom), n.e.c.
17211|Manufacture of curtains, bed-covers and furnishings.
17212|Manufacture of crocheted made up textile goods, except apparel
17213|Manufacture of mosquito nets
17214|Manufacture of bedding, quilts, pillows, cushions and sleeping bags …
17215|Manufacture of tarpaulin
17219|Manufacture of other made up textile goods except apparel n.e.c.
17221|Manufacture of blankets shawls
17222|Manufacture of cotton carpets
17223|Manufacture of woollen carpets
17224|Manufacture of silk carpets
17225|Manufacture of durries, druggets and rugs
17226|Manufacture of carpets, rugs and other covering of jute, mesta and coir
17229|Manufacture of other floor coverings (including felt) …
17231|Manufacture of thread, including thread ball making
17232|Manufacture of jute/hemp rope and cordage
17233|Manufacture of coir rope and cordage
17234|Manufacture of other rope and cordage other of jute/mesta and coir
17235|Manufacture of nets(except mosquito net)
17236|Manufacture of tapes, newar and wicks
17239|Manufacture of other cordage, rope nets etc n.e.c.
17241|Embroidery work by hand
17242|Zari work by hand
17243|Making of laces and fringes by hand
17249|Making of other ornamental trimmings by hand, n.e.c.
17251|Manufacture of blankets and shawls by hand
17252|Manufacture of cotton carpets by hand
17253|Manufacture of woollen carpets by hand
17254|Manufacture of silk carpets by hand
17255|Manufacture of durries, druggets and rugs by hand
17259|Manufacture of blankets, shawls, carpets, rugs and other similar textile products …
17291|Embroidery work and making of laces and fringes other than by hand
17292|Zari work and making of other ornamental trimmings other than by hand
17293|Manufacture of linoleum and similar products
17294|Manufacture of gas mantles
17295|Manufacture of made-up canvas goods such as tents and sails etc.
17296|Manufacture of wadding of textile materials and articles of wadding …
17297|Manufacture of metallised yarn or gimped yarn …
17298|Manufacture of waterproof textile excluding Tarpaulin.
17299|Manufacture of other textiles/textile products n.e.c.
17301|Manufacture of knitted and crocheted cotton textile products
17302|Manufacture of knitted and crocheted woolen textile products
17303|Manufacture of knitted and crocheted synthetic textile products
17309|Manufacture of knitted and crocheted textile products n.e.c.
18101|Manufacture of all types of textile garments and clothing accessories
18102|Manufacture of rain coats of waterproof textile fabrics or plastic sheetings
18103|Manufacture of hats and caps from waterproof …
18104|Manufacture of wearing apparel of leather and substitutes of leather
18105|Custom Tailoring
18109|Manufacture of wearing apparel n.e.c.
18201|Scraping, curying, tanning, bleaching and dyeing of fur and other pelts …
18202|Manufacture of wearing apparel of fur and pelts
18203|Manufacture of fur and skin rugs and other similar articles
18204|Embroidering and embossing of leather articles
18205|Stuffing of animals' and birds' hides
18209|Manufacture of other leather and fur products n.e.c.
19111|Flaying and curing of raw hides and skins
19112|Tanning and finishing of sole leather
19113|Tanning and finishing of industrial leather
19114|Vegetable tanning of light leather
19115|Crome tanning of leather
19116|Finishing of upper leather, lining leather and garment leather etc.
19119|Other tanning, curing, finishing, embossing and japanning of leather n.e.c.
19121|Manufacture of travel goods like suitcases, bags and holdalls etc.
19122|Manufacture of purses and other ladies' handbags …
19123|Manufacture of saddlery and harness
19129|Manufacture of other consumer goods of leather and substitutes of leather, n.e.c.
19201|Manufacture of footwear (excluding repair) …
19202|Manufacture of footwear made primarily of vulcalized or moulded rubber and plastic
19209|Manufacture of other footwear n.e.c.
20101|Sawing and planing of wood (other than plywood)
20102|Manufacture of unassembled wood flooring, including parquet flooring
20103|Manufacture of railway sleepers
20109|Activities relating to saw milling and planning of wood n.e.c.
20211|Manufacture of plywood and veneer sheets
20212|Manufacture of flush doors and other boards or panels
20213|Manufacture of particle board, fiber board, incl. densified wood
20219|Manufacture of other plywood products n.e.c.
20221|Manufacture of structural wooden goods (including treated timber) …
20222|Manufacture of prefabricated buildings predominantly of wood.
20229|Manufacture of builder's carpentary and joinery n.e.c.
20231|Manufacture of wooden boxes, barrels etc. (except plywood)
20232|Manufacture of plywood chests
20233|Manufacture of market basketry, grain storage bins, ration baskets …
20239|Manufacture of other wooden containers …
20291|Manufacture of wooden industrial goods
20292|Manufacture of cork and cork products
20293|Manufacture of bamboo and cane article …
20294|Manufacture of broomsticks
20295|Manufacture of wooden agricultural implements
20296|Manufacture from cane and bamboo of shopping bags, ornament boxes …
20297|Manufacture of articles made of palm leaf, dhak leaf, screw-pine leaf and khajoor leaf …
20298|Manufacture of products of pith and shalapith
20299|Manufacture of other wood products n.e.c. …
21011|Manufacture of pulp
21012|Manufacture of paper incl. Printing & writing paper
21013|Manufacture of newsprint
21014|Manufacture of packaging paper
21015|Manufacture of paper board and straw board
21016|Manufacture of hard board including false board and chip board
21017|Manufacture of special purpose paper/paper products for computers
21019|Manufacture of other primary paper materials incl. Composite paper …
21021|Manufacture of sacks & paper bags
21022|Manufacture of card board boxes
21023|Manufacture of corrugated fibre board containers
21024|Manufacture of corrugated paper board
21029|Manufacture of other containers and boxes of paper or paper board n.e.c.
21091|Manufacture of paper hoops and cones
21092|Manufacture of paper cups, saucers, plates and other similar products
21093|Manufacture of other paper and paper board articles
21094|Manufacture of dolls from pulp
21095|Manufacture of papier mache articles
21096|Manufacture of wall paper
21097|Manufacture of file cover/file boards, and similar articles.
21098|Manufacture of carbonpaper & stationary items
21099|Manufacture of other pulp products/special purpose paper n.e.c.
22121|Publishing of newspapers.
22122|Publishing of periodicals and journals.
22211|Printing but not publishing of newspapers
22212|Printing but not publishing of periodicals, books, journals, directories, atlases …
22213|Printing of bank notes, currency notes
22219|Printing and allied activities like screen printing other then textile, n.e.c.
22221|Engraving, etching and block making etc.
22222|Book binding on account of others
22229|Other service activities relating to printing n.e.c.
22300|Reproduction of recorded media …
23101|Manufacture of coke or semi coke products
23109|Manufacture of other coke oven products e.g. coal, coal tar and other products
23201|Production of liquid or gaseous fuels, illuminating oils, lubricating oils or greases …
23202|Manufacture of paraffin wax
23203|Bottling of LPG
23209|Manufacture of other petroleum products n.e.c. …
23300|Processing of nuclear fuel …
24111|Manufacture of industrial gases …
24112|Manufacture of inorganic acids (nitric acid is included in sub-class 24121).
24113|Manufacture of tanning or dying extracts; tannings and their derivatives …
24114|Manufacture of dyes …
24115|Manufacture of turpentine and resins of vegetable origin
24116|Manufacture of organic acids (includes acetic acid); alcohols; phenols …
24117|Manufacture of basic inorganic chemicals n.e.c.
24118|Manufacture of industrial monocarboxilic fatty acids, acid oils from refining …
24119|Manufacture of basic organic chemicals n.e.c.
24121|Manufacture of nitric acid, ammonia, commercial ammonium chloride …
24122|Manufacture of straight inorganic fertilizers
24123|Manufacture of urea and other organic fertilizers
24124|Manufacture of mixed, compound or complex fertilizers
24129|Manufacture of others fertilizers n.e.c. …
24131|Manufacture of synthetic rubber in primary forms
24132|Manufacture of amino-resins, phenolic-resins and polyurethanes in primary forms
24133|Manufacture of cellulose and its chemical derivatives in primary form
24134|Manufacture of natural polymers and modified natural polymer in primary forms
24139|Manufacture of other plastics in primary forms n.e.c. …
24211|Manufacture of insecticides, fungicides and weedicides
24219|Manufacture of other pesticides and agro chemical products n.e.c.
24221|Manufacture of prepared pigments, prepared opacifiers and prepared colours …
24222|Manufacture of paints, varnishes, enamels or lacquers
24223|Manufacture of printing ink …
24224|Manufacture of pigments and other colouring matter of a kind used in the manufacture of paints or by artists or other painters
24229|Manufacture of mastics, caulking compounds or similar non-refractory filling or surfacing preparations …
24231|Manufacture of chemical substances used in the manufacture of pharmaceuticals …
24232|Manufacture of allopathic pharmaceutical preparations
24233|Manufacture of 'ayurvedic' or 'unani' pharmaceutical preparation
24234|Manufacture of homoeopathic or biochemic pharmaceutical preparations
24235|Manufacture of veterinary preparations
24236|Manufacture of surgical dressings, medicated wadding, fracture bandages, catgut …
24239|Manufacture of other pharmaceutical and botanical products like hina powder etc. …
24241|Manufacture of soaps all types …
24242|Manufacture of waxes & polishes …
24243|Manufacture of organic surface-active agents (surfactants) …
24244|Manufacture of perfumes and cologne de-eau
24245|Manufacture of preparations for oral or dental hygiene …
24246|Manufacture of cosmetics and toileteries …
24247|Manufacture of hair oil, shampoo, hair dye etc. …
24248|Manufacture of "Agarbatti" and other odoriferous preparations which operate by burning …
24249|Manufacture of other perfumes and toilet preparations n.e.c. …
24291|Manufacture of matches
24292|Manufacture of explosive, ammunition and fire works
24293|Manufacture of essential oils …
24294|Manufacture of photochemical products such as photographic plates, films …
24295|Manufacture of gelatin and gelatin derivatives, glues of animal origin …
24296|Manufacture of chemical elements and compounds doped for use in electronics
24297|Manufacture of chemical products or preparations of a kind used in the textiles …
24298|Manufacture of processed salt
24299|Manufacture of fine chemicals and other chemical products n.e.c. …
24301|Manufacture of artificial filament tow and staple fibers, not carded or combed.
24302|Manufacture of synthetic filament tow and staple fibers, not carded or combed.
24303|Manufacture of artificial filament yarn, whether or not textured, high tenacity …
24304|Manufacture of synthetic filament yarn, whether or not textured, high tenacity …
24305|Manufacture of artificial non-filament or strip (e.g. artificial straw).
24306|Manufacture of synthetic non-filament or strip.
24309|Manufacture of other man made fibre n.e.c.
25111|Manufacture of tyres and tubes for motor vehicle, tractors and aircrafts
25112|Manufacture of tyres and tubes for motor cycles, scooters and three-wheelers
25113|Manufacture of tyres and tubes for cycles & cycle rickshaws
25114|Retreading of tyres; replacing of tread on used pneumatic tyres
25119|Manufacture of pneumatic tyres and soild or cushion tyres …
25191|Manufacture of rubber plates, sheets, strips, rods, tubes, pipes, hoses and profile-shapes …
25192|Manufacture of rubber conveyor or transmission belts or belting
25193|Manufacture of rubber contraceptives
25194|Manufacture of rubber balloons
25199|Manufacture of other rubber products n.e.c. …
25201|Manufacture of semi-finished products of plastics
25202|Manufacture of packing products of plastics (except household)
25203|Manufacture of bathing tubs, wash-basins, lavatory pans and covers, flushing cisterns …
25204|Manufacture of travel goods of plastics (suitcase, vanity bags, holdalls and similar articles) …
25205|Manufacture of spectacle frames of plastic
25206|Manufacture of moulded industrial accessories of plastics …
25207|Manufacture of tableware, kitchenware and other household articles and toilet articles …
25208|Manufacture of plastic headgear (helmets)
25209|Manufacture of polymer/ synthetic / PVC water storage tanks …
26101|Manufacture of glass in primary or semi-manufactured forms …
26102|Manufacture of glass fibre (including glass-wool) and yarn of glass fibre …
26103|Manufacture of hollow glassware (bottles, jars etc.) for the conveyance or packing of goods …
26104|Manufacture of laboratory or pharmaceutical glassware
26105|Manufacture of table or kitchen glassware
26106|Manufacture of glass bangles
26107|Manufacture of glass decoration pieces and glassware used in imitation jewellery
26109|Manufacture of other glassware/glass products …
26911|Manufacture of articles of porcelain or china, earthenware, imitation porcelain …
26912|Manufacture of statues and ornamental articles of stone and other stoneware …
26913|Manufacture of ceramic tableware …
26914|Manufacture of ceramic sanitary wares: sinks, baths, water-closet pans …
26915|Manufacture of ceramic insulators and insulating fittings for electrical machines …
26916|Manufacture of ceramic ware for laboratory chemical or other technical uses
26919|Manufacture of other non-structural ceramic ware n.e.c.
26921|Manufacture of refractory bricks, blocks tiles and similar refractory ceramic constructional goods …
26922|Manufacture of refractory cements …
26929|Manufacture of other refractory ceramic products n.e.c.
26931|Manufacture of bricks
26932|Manufacture of non-refractory ceramic pipes, conduits, guttering and pipe fittings
26933|Manufacture of ceramic building material, other than bricks …
26939|Manufacture of other structural clay products n.e.c.
26941|Manufacture of cement in the form of clinkers
26942|Manufacture of portland cement, aluminous cement, slag cement and similar hydraulic cement …
26943|Manufacture of asbestos cement
26944|Manufacture of quicklime, slaked lime and hydraulic lime (excl. chewing lime)
26945|Manufacture of plasters consisting of calcined gypsum or calcium sulphate
26949|Manufacture of other cement, lime and plaster n.e.c.
26951|Manufacture of plaster statues
26952|Manufacture of other plaster products
26953|Manufacture of asbestos sheets
26954|Manufacture of R.C.C. bricks and blocks
26955|Manufacture of concrete tiles
26956|Manufacture of hume pipes and other pre-fabricated structural components …
26957|Manufacture of insulation boards of vegetable fibre, straw or wood waste …
26959|Manufacture of other cement and asbestos cement products n.e.c.
26991|Manufacture of worked mica and mica products
26992|Manufacture of gypsum boards
26993|Manufacture of millstones, sharpening or polishing stones and natural or artificial abrasive products …
26994|Manufacture of graphite products other than electrical articles
26999|Manufacture of other non-metallic mineral products n.e.c. …
27141|Manufacture of semi-finished non alloy steel of these shapes
27142|Manufacture of semi-finished alloy steel of these shapes
27143|Manufacture of semi-finished stainless steel of these shapes
27151|Manufacture of alloy-steel of these shapes
27152|Manufacture of non-alloy steel of these shapes
27153|Manufacture of stainless steel of these shapes
27161|Manufacture of non-alloy steel hot rolled flat products …
27162|Manufacture of alloy steel hot rolled flat products …
27163|Manufacture of stainless steel hot rolled flat products …
27164|Manufacture of non-alloy steel cold rolled flat products …
27165|Manufacture of alloy steel cold rolled flat products
27171|Manufacture of GP/GC/Zn-Al. coated sheets/ Colour coated
27172|Manufacture of Tinplate
27173|Manufacture of Tin Free Steel
27181|Manufacture of non-alloy steel wires
27182|Manufacture of alloy steel wires
27183|Manufacture of stainless steel wires
27184|Manufacture of wires coated with zinc or other materials
27201|Manufacturing of Copper …
27202|Manufacturing of Brass …
27203|Manufacturing of Aluminum …
27204|Manufacturing of Zinc …
27205|Manufacture of basic precious metals and by products …
27209|Other non-ferrous metal industries n.e.c. (e.g. lead, nickel, manganese etc.)
28111|Manufacture of doors, windows and their frames, shutters and rolling shutters …
28112|Manufacture of fabricated structural products of iron or steel …
28113|Manufacture of fabricated structural products of metal other than of iron or steel
28118|Repair and maintenance of structural products
28119|Manufacture of other structural metal products n.e.c.
28121|Manufacture of containers of metal for compressed or liquified gas …
28122|Manufacture of tanks, reservoirs and similar containers
28123|Manufacture of central heating boilers, radiators and its parts and accessories
28128|Repair and maintenance of tanks, reservoirs and containers of metal
28129|Manufacture of other containers n.e.c. …
28131|Manufacture of steam or other vapour generating boilers and hot water boilers …
28132|Manufacture of nuclear reactors for all purposes other than isotopes separators
28133|Manufacture of auxiliary plant for use with boilers …
28138|Repair and maintenance of steam generators, except central heating hot water boilers …
28139|Manufacture of other steam generators (except central eating hot water boilers)
28931|Manufacture of metal articles in and about the house …
28932|Manufacture of tools of a kind used in agriculture, horticulture or forestry …
28933|Manufacture of locks, padlocks, keys and other hardware for buildings, furniture …
28939|Manufacture of general hardware n.e.c. …
28991|Manufacture of metal fasteners …
28992|Manufacture of containers used for packing or conveyance of goods …
28993|Manufacture of reinforced safes, vaults, strongroom doors and gates and the like
28994|Manufacture of metal sanitaryware, including baths, sinks, wash basins …
28995|Manufacture of metal artware …
28996|Manufacture of hollow-ware, dinnerware or flatware whether or not of base metal …
28997|Manufacture of pressure cookers and other small hand operated kitchen appliances
28998|Manufacture of metal goods for office use, other than metal furniture
28999|Manufacture of other fabricated metal products n.e.c. …
29111|Manufacture of steam engines and turbines
29112|Manufacture of reciprocatory or rotary spark-ignition or compression-ignition engines …
29113|Manufacture of parts and accessories of engines and turbines.
29118|Repair and maintenance of engines and turbines, except aircraft, vehicle and cycle engines …
29119|Manufacture of other movers n.e.c. …
29121|Manufacture of pumps, compressors, taps and valves
29128|Repair and maintenance of pumps, compressors, taps and valves
29131|Manufacture of bearings, gears, gearing and driving elements
29138|Repair and maintenance of bearings, gears, gearing and driving elements
29141|Manufacture of non-electric furnaces and ovens …
29142|Manufacture of electric furnaces or ovens …
29148|Repair and maintenance of ovens, furnaces and furnace burners
29149|Manufacture of other ovens, furnaces and furnace burners n.e.c.
29151|Manufacture of lifting and handling equipment
29158|Repair and maintenance of lifting and handling equipment
29191|Manufacture of refrigerators or freezing equipment …
29192|Manufacture of domestic air-conditioners.
29193|Manufacture of fire extinguishers and other equipment for projecting, dispersing or spraying liquids or powders …
29194|Manufacture of centrifuges machinery for liquids and gases …
29195|Manufacture of packing and wrapping machinery …
29196|Manufacture of weighing machinery other than sensitive laboratory balances …
29197|Manufacture of filtering and purifying machinery or apparatus for liquids …
29198|Manufacture of distilling and rectifying plants; heat exchangers …
29199|Manufacture of other general purpose machinery …
29211|Manufacture of tractors, harvestors and other heavy machinery …
29212|Manufacture of light agricultural and forestry machinery and equipment …
29213|Manufacture of forage presses
29214|Manufacture of parts and accessories for agricultural and forestry machinery …
29218|Repair and maintenance of agricultural and forestry machinery
29219|Manufacture of other machinery and equipment for use in agriculture, horticulture …
29221|Manufacture of automatic capstans and turrets and lathes
29222|Manufacture of boring, broaching, drilling and threading machines
29223|Manufacture of milling, planning, shaping, gear cutting and slotting machines.
29224|Manufacture of grinding, lapping, honing and polishing machines
29225|Manufacture of sawing, contour sawing, filling and cut-off machines
29228|Repair and maintenance of machine-tools
29229|Manufacture of other machine tools n.e.c.
29231|Manufacture of machinery for metallurgy …
29238|Repair and maintenance of machinery for metallurgy …
29241|Manufacture of lifting and handling machinery …
29242|Manufacture of boring and sinking machinery
29243|Manufacture of machinery for treating minerals by screening, sorting, separating …
29244|Manufacture of bulldozers, angle-dozers and other earth moving machinery …
29245|Manufacture of track-laying tractors used in construction or mining
29246|Manufacture of parts and accessories for machinery/equipment …
29248|Manufacture of machines used in construction n.e.c. …
29249|Manufacture of mining/quarrying machinery n.e.c.
29251|Manufacture of machinery for dairy industry and for processing of meat, fish …
29252|Manufacture of machinery for processing of tea, coffee and tobacco …
29253|Manufacture of machinery chiefly employed by grain milling industry …
29254|Manufacture of machinery for manufacture of sugar …
29255|Manufacture of machinery for manufacture of fruit/vegetable juices, malt liquors …
29256|Manufacture of parts and accessories of machinery for industrial preparation …
29258|Repair and maintenance of machinery for food, beverage and tobacco processing
29259|Manufacture of other machinery for beverage and tobacco processing …
29261|Manufacture of machinery for preparation of textile fibers upto spinning stage …
29262|Manufacture of spinning machines for preparing textile yarns for weaving
29263|Manufacture of weaving machines (looms) including handlooms …
29264|Manufacture of machinery for washing, bleaching, dyeing, dressing, finishing …
29265|Manufacture of sewing and knitting machines …
29266|Manufacture of machinery for preparing, tanning or working hides, skins …
29267|Manufacture of laundry-type washing and drying machines …
29268|Manufacture of accessories and parts of all types of machinery for textile …
29269|Manufacture of other machinery for textiles, apparel and leather production n.e.c.
29271|Manufacture of weapons and ammunition
29278|Repair and maintenance of weapons and ammunition
29291|Manufacturing of machinery for working rubber or plastics …
29292|Manufacture of machinery for producing tiles, bricks, shaped ceramic pastes …
29293|Manufacture of machinery for pulp, paper and paper board industries …
29294|Manufacture of printing machinery …
29295|Manufacture of moulding boxes for metal foundry; mould bases …
29296|Manufacture of cement machinery
29297|Manufacture of pharmaceutical and chemical machinery
29298|Manufacture of centrifugal cloth dryers …
29299|Manufacture of other special purpose machinery, equipment n.e.c. …
29301|Manufacture of oil stoves, hurricane lanterns and oil pressure lamps
29302|Manufacture of gas stoves, cooking ranges and other similar appliances
29303|Manufacture of electric fans
29304|Manufacture of vacuum cleaners and other electro-mechanical domestic appliances …
29305|Manufacture of electro-thermic domestic appliances …
29306|Manufacture of domestic refrigerators/freezers
29307|Manufacturing of items based on solar energy like solar cookers, air/water heating …
29308|Manufacture of other electric domestic appliances n.e.c. …
29309|Manufacture of other (non-electric) domestic appliances n.e.c. …
30001|Manufacture of manual or electric/electronic typewriters
30002|Manufacture of hectograph or stencil duplicating machines, addressing machines …
30003|Manufacture of hand-held or desk-top calculating machines; other calculators …
30004|Manufacture of photo-copying apparatus …
30005|Manufacture of analog data-processing machines …
30006|Manufacture of complete digital systems …
30007|Manufacture of computer peripherals …
30008|Manufacture of other office machinery and equipment n.e.c. …
30009|Manufacture of automatic data processing machines …
31101|Manufacture of generators/generating sets
31102|Manufacture of transformers of all sizes and types & rewinding of electric motors
31103|Manufacture of electric motors …
31104|Manufacture of converters all types (including inverters)
31108|Repair and maintenance of electric motors, generators and transformers
31109|Manufacture of all types of rectifiers, battery charges, inductors etc. n.e.c.
31200|Manufacture of electricity distribution and control apparatus …
31300|Manufacture of insulated wire and cable …
31401|Manufacture of electric accumulators …
31402|Manufacture of primary cells and primary batteries …
31403|Manufacture of parts and accessories such as separators, containers, etc.
31404|Re-charging/re-conditioning of batteries
31409|Manufacture of other accumulators, primary cells and primary batteries, n.e.c.
31501|Manufacture of electric filament lamps …
31502|Manufacture of ultra-violet or infra-red lamps
31503|Manufacture of discharge lamps, florescent, hot-cathode or other discharge lamps
31504|Manufacture of arc lamps
31505|Manufacture of flash bulbs used in photography
31506|Manufacture of lighting equipment, illuminated signs, illuminated name-plates …
31509|Manufacture of other electric lamps and lightening equipment n.e.c.
31901|Manufacture of electrical ignition or starling equipment …
31902|Manufacture of electrical lighting (other than sealed beam lamp units) …
31903|Manufacture of electrical signaling, safety or traffic control equipment …
31904|Manufacture of electro-magnets …
31905|Manufacture of wiring sets …
31906|Manufacture of dynamos for cycles and motor-cycles
31907|Manufacture of electric sound or visual signaling apparatus …
31908|Carbon or graphite electrodes, carbon brush, lamp carbons, battery carbon …
31909|Manufacture of parts and accessories for electrical equipment …
32101|Manufacture of thermion, cold cathode or photo-cathode valves and tubes …
32102|Manufacture of electrical capacitors (or condensers); fixed, variable or adjustable.
32103|Manufacture of electrical resistors including rheostats and potentiometers …
32104|Manufacture of printed circuits …
32105|Manufacture of diodes, transistors and similar semi-conductor devices …
32106|Manufacture of electronic integrated circuit and micro-assemblies …
32107|Manufacture of part and accessories for electronic valves and tubes …
32108|Repair and maintenance of electronic valves and tubes …
32109|Manufacture of other electronic components n.e.c.
32201|Manufacture of apparatus for radio broadcasting, television transmission …
32202|Manufacture of transmission apparatus for radio telephony, radio-telegraphy …
32203|Manufacture of television cameras of all kinds
32204|Manufacture of apparatus for line telephony …
32205|Manufacture of reception apparatus for radio-telephony or radio-telegraphy …
32208|Repair and maintenance of television and radio transmitters …
32209|Manufacture of specialized part and accessories for television and radio …
32301|Manufacture of television receivers …
32302|Manufacture of reception apparatus for radio broadcasting …
32303|Manufacture of magnetic tape recorders and other sound recording apparatus …
32304|Manufacture of video recording or reproducing apparatus …
32305|Manufacture of turn-table (record decks) record/record players …
32308|Manufacture of specialized parts for equipment classified in this class …
32309|Manufacture of microphones, loudspeakers, ear-phone, amplifiers …
33111|Manufacture of apparatus based on the use of X-rays or alpha, beta or gamma …
33112|Manufacture of instruments and appliances used in medical, surgical, dental …
33113|Manufacture of sterilizers
33114|Manufacture of mechano-therapy appliances; massage apparatus …
33115|Manufacture of orthopaedic appliances including crutches, surgical belts …
33116|Manufacture of artificial teeth, artificial limbs and other artificial parts of the body
33119|Manufacture of other medical and surgical equipment and orthopaedic appliances …
33121|Manufacture of regulating or controlling instruments and apparatus …
33122|Manufacture of supply meters for electricity, water or gas
33123|Manufacture of sensitive balances and mathematical calculating instruments …
33124|Manufacture of radar apparatus and radio remote control apparatus
33125|Manufacture of laboratory and scientific instruments and apparatus n.e.c. …
33126|Manufacture of navigational, meteorological, geophysical and related instruments …
33127|Manufacture of specialised parts and accessories for instruments and apparatus …
33129|Manufacture of other measuring, checking or testing instruments …
33201|Manufacture of optical elements of glass or of any material; prisms and lenses …
33202|Manufacture of spectacle frames and frames fitted with lenses …
33203|Manufacture of optical instruments such as binoculars, monoculors …
33204|Manufacture of camera for still photography
33205|Manufacture of cinematographic cameras; video cameras …
33208|Manufacture of specialized parts and accessories …
33209|Manufacture of other photographic, cinematographic and optical instruments …
33301|Manufacture of watches and clocks of all kinds
33302|Manufacture of parts and accessories for watches and clocks …
33309|Manufacture of other watches and clocks n.e.c. …
34101|Manufacture of heavy motor vehicles …
34102|Manufacture of motor vehicles for the transport of goods …
34103|Manufacture of motor cars
34104|Manufacture of jeeps and station wagons
34105|Manufacture of special purpose motor cars such as racing cars, golf cars etc.
34106|Manufacture of chassis fitted with engines for the motor vehicles …
34107|Manufacture of compression-ignition or spark-ignition reciprocating or rotary engines …
34109|Manufacture of other motor vehicles (excluding motorcycle) …
34201|Manufacture of bodies (including cabs) designed to be mounted on motor vehicle …
34202|Manufacture of trailers and semi-trailers designed to be drawn by motor vehicles …
34203|Manufacture of containers (including the containers for the transport of fluids) …
34209|Manufacture of other attachments to motor vehicles n.e.c.
34300|Manufacture of parts and accessories for motor vehicles and their engines …
35111|Making including repair of ships and other vessels drawn by power …
35112|Making and repair of ships/ vessels drawn by powers for special purposes …
35113|Building and repairing of non-motorised vessels (i.e. barges) …
35114|Manufacture of sections for ships or floating structures.
35115|Building of vessels the main activity of which is not navigation …
35116|Construction of floating structures …
35117|Conversion, alteration and breaking-up of ships
35119|Other activities relating to building and repairing of ships and boats, n.e.c.
35121|Manufacture and repair of pleasure and sporting boats drawn by power
35122|Building and repairing of non-motorised pleasure & sporting boats …
35123|Manufacture of parts and accessories for pleasure and sporting boats
35129|Other activities relating to building and repairing of pleasure & sporting boats …
35201|Manufacture of rail locomotives …
35202|Manufacture of self-propelled railway or tramway coaches, vans and trucks
35203|Manufacture of specialized parts of railway or tramway locomotives or of rolling stock …
35204|Manufacture of mechanical (including electro-mechanical) signalling safety …
35208|Repair and maintenance of railway and tramway locomotives and rolling stock.
35209|Manufacture of other railway and tramway locomotives and rolling stock …
35301|Manufacture of aircraft, including flying balloons, gliders, hang gliders …
35302|Manufacture of spacecraft
35303|Manufacture of parts and accessories for aircraft and spacecraft …
35308|Repair and maintenance of aircraft and spacecraft.
35309|Manufacture of other air-craft, space craft and parts n.e.c.
35911|Manufacture of motorcycles (including mopeds) …
35912|Manufacture of scooters
35913|Manufacture of three-wheelers
35914|Manufacture of engines, side cars and other specialized parts and accessories …
35919|Manufacture of other motor-cycle and parts (including accessories) n.e.c.
35921|Manufacture of bicycles and cycle rickshaws, including racing bicycles …
35922|Manufacture of invalid carriages, whether or not motorized …
35923|Manufacture of parts and accessories for bicycles, cycle-rickshaws …
35929|Manufacture of other cycles including tricycles
35991|Manufacture of bullock-carts, pushcarts, tongas and hand-carts etc.
35998|Repair and maintenance of other transport equipment.
35999|Manufacture of other transport equipment n.e.c. …
36101|Manufacture of furniture & fixtures made of wood, cane & reed
36102|Manufacture of furniture and fixtures primarily of metal
36103|Manufacture of furniture and fixtures, primarily of plastics
36104|Manufacture of coir foam mattresses and pillows etc.
36109|Manufacture of photo frame and other furniture & fixtures n.e.c.
36911|Manufacture of gold jewellery …
36912|Diamond cutting and polishing and other gem cutting and polishing
36913|Minting of currency coins
36919|Manufacture of other jewelry and other articles, n.e.c.
36931|Manufacture of carrom boards and tables for billiards, table tennis …
36932|Manufacture of billiard sticks, hockey sticks, cricket bats, stumps …
36933|Manufacture of rackets for badminton, lawn tennis, table tennis etc.
36934|Manufacture of balls including those of billiards
36935|Manufacture of athletic/gymnasium articles and equipment
36939|Manufacture of sports and athletic goods n.e.c.
36941|Manufacture of children's play equipment including toys …
36942|Manufacture of wooden toys, decoration pieces and wooden lamp stand etc.
36949|Manufacture of other games and toys n.e.c.
36991|Manufacture of stationery articles n.e.c. …
36992|Manufacture of umbrellas, sun umbrellas, walking sticks, seat sticks, whips …
36993|Manufacture of articles of personal use …
36994|Manufacture of linoleum and hard surface floor coverings
36995|Making of candles, tapers and the similar products of wax
36996|Manufacture of imitation jewellery
36997|Manufacture of brooms and brushes; hand operated mechanical floor sweepers …
36998|Manufacture of miscellaneous decorative articles n.e.c. …
36999|Manufacture of other miscellaneous products, n.e.c. …
37100|Recycling of metal waste and scrap …
37200|Recycling of non-metal waste and scrap …
40101|Generation and transmission of electricity: hydro-electric power plants
40102|Generation and transmission of electricity: coal based thermal power plants
40103|Generation and transmission of electricity: oil-based thermal power plants
40104|Generation and transmission of electricity: atomic reactor power plants
40105|Generation and transmission of electricity: other power plants …
40106|Generation of solar energy
40107|Generation and distribution of bio-gas energy
40108|Generation of electricity from other non-conventional sources.
40109|Collection and distribution of electric energy to households, industrial …
40200|Manufacture of gas; distribution of gaseous fuels through mains
40300|Steam and hot water supply
41000|Collection, Purification and distribution of water
45101|Site preparation in connection with mining …
45102|Site preparation other than in connection with mining
45201|General construction (including alteration, addition, repair and maintenance) of residential buildings …
45202|General construction (including alteration, addition, repair and maintenance) of non-residential buildings …
45203|Construction and maintenance of roads, rail-beds, bridges, tunnels, pipelines …
45204|Construction/erection and maintenance of power, telecommunication …
45205|Construction and maintenance of waterways and water reservoirs
45206|Construction and maintenance of hydro-electric projects
45207|Construction and maintenance of power plants, other than hydro-electric …
45208|Construction and maintenance of industrial plants other than power plants
45209|Construction n.e.c. including special trade construction …
45301|Plumbing and drainage
45302|Installation of heating and air-conditioning systems, antennas, elevators …
45303|Electrical installation work for constructions
45309|Other building installation n.e.c. …
45401|Setting of wall and floor tiles or covering with other materials like parquet …
45402|Glazing, plastering, painting and decorating, floor sanding …
45403|Finish carpentry such as fixing of doors, windows, panels etc. …
45500|Renting of construction or demolition equipment with operator …
50101|Wholesale and retail sale of new passenger motor vehicles and lorries, trailers …
50102|Activities of the commission agents involved in the sale of new passenger motor vehicles …
50103|Activities of the dealers in used motor vehicles
50200|Maintenance and repair of motor vehicles [including washing and polishing etc.]
50300|Sale of motor vehicle parts and accessories …
50401|Sale of new motorcycles, scooters and three wheelers
50402|Activities of commission agents involved in the sale of motor cycles, scooters …
50403|Activities of the dealers in used motor cycles, scooters and three wheelers
50404|Maintenance and repair of motor cycles, scooters and three wheelers
50500|Retail sale of automotive fuel …
51101|Commission agents dealing in agricultural raw material, live animals, food …
51102|Commission agents dealing in wood, paper, skin, leather and fur, fuel, petroleum …
51103|Commission agents dealing in machinery & equipment, other than transport …
51109|Commission agents n.e.c. …
51211|Wholesale of cereals & pulses
51212|Wholesale of un-manufactured tobacco, paan (betel leaf), opium, ganja …
51213|Wholesale of live animals and poultry
51214|Wholesale of straw, fodder & other animal/poultry feed
51215|Wholesale of flowers and plants
51216|Wholesale of hides, skins and leather
51217|Wholesale of oilseed
51218|Wholesale of sugarcane
51219|Wholesale of agricultural raw materials, n.e.c.
51221|Wholesale of fruits & vegetables
51222|Wholesale of raw milk & dairy products
51223|Wholesale of meat, fish & eggs.
51224|Wholesale of confectionery, bakery products and beverages other than intoxicants.
51225|Wholesale of edible oils, fats, sugar and processed/manufactured spices etc.
51226|Wholesale of tea, coffee & cocoa.
51227|Wholesale of manufactured tobacco & tobacco products.
51228|Wholesale of intoxicants like wines and liquors.
51229|Wholesale of other basic/manufactured food stuffs n.e.c.
51311|Wholesale of textiles, household linen, articles of clothing, floor coverings …
51312|Wholesale of footwear
51391|Wholesale of toiletry, perfumery and cosmetics
51392|Wholesale of metal, porcelain and glass utensils; crockery and chinaware …
51393|Wholesale of furniture and fixtures
51394|Wholesale of watches/clocks and optical goods
51395|Wholesale of radio, television and other consumer electronics
51396|Wholesale of paper and other stationery items; books, magazines …
51397|Wholesale of pharmaceutical and medical goods
51398|Wholesale of precious metals, stones and jewellery
51399|Wholesale of other households goods, n.e.c. …
51431|Wholesale of wood in the rough and products of primary processing of wood
51432|Wholesale of building materials
51433|Wholesale of hardware and sanitary fittings and fixtures and flat glass
51434|Wholesale of paints, varnishes, and lacquers
51491|Wholesale of cotton & Jute fibres including procurement agencies
51492|Wholesale of raw wool
51493|Wholesale of raw silk.
51494|Wholesale of other textile fibres n.e.c.
51495|Wholesale of plastic materials in primary forms
51496|Wholesale of industrial chemicals
51497|Wholesale of fertilisers and pesticides
51498|Wholesale of waste and scrap & materials for re-cycling …
51511|Wholesale of computer and computer peripheral equipment
51512|Wholesale of photocopy and thermocopy machine
51513|Wholesale of software
51521|Wholesale of electronic valves and tubes
51522|Wholesale of semi-conductor device
51523|Wholesale of microchips and integrated circuits
51524|Wholesale of printed circuits
51525|Wholesale of blank audio and video tapes and diskettes
51526|Wholesale of telephone and communications equipments
51591|Wholesale of agricultural machinery and equipment
51592|Wholesale of transport equipment except motor vehicles and motor cycles
51593|Wholesale of construction and civil engineering machinery and equipment
51594|Wholesale of machinery and equipment for the textile, wood and metal …
51595|Wholesale of electrical machinery, equipment and supplies, n.e.c.
51596|Wholesale of office machinery and equipment other than computers …
51597|Wholesale of scientific, medical and surgical machinery and equipment
51599|Wholesale of other machinery, equipment and supplies n.e.c.
51901|Wholesale of lottery tickets
51902|Wholesale trade via e-commerce
51909|Other wholesale n.e.c.
52110|Retail sale in non-specialized stores with food, beverages or tobacco predominating [Includes mainly the so-called general stores which have, apart from their main sales of groceries, several other lines of merchandise such as cosmetics, clothing etc.]
52190|Other retail sale in non-specialized stores [Includes mainly the so-called departmental stores carrying a general line of merchandise, including wearing apparel, appliances, cosmetics, jewellery, toys, sporting goods etc. Such lines are generally arranged in separate departments but are integrated under a single management.]
52201|Retail sale of cereals and pulses, tea, coffee, spices, flour and other basic food …
52202|Retail sale of fresh fruits and vegetables
52203|Retail sale of meat, fish and poultry
52204|Retail sale of sweetmeats & confectionery
52205|Retail sale of bakery products, dairy products and eggs
52206|Retail sale of aerated water, soft drinks and ice creams
52207|Retail sale of paan, bidi, cigarette, opium, ganja, cinchona etc.
52208|Retail sale of wine and liquor, not consumed on the spot
52209|Retail sale of food products n.e.c.
52311|Retail sale of pharmaceutical, medical and orthopedic goods
52312|Retail sale of perfumery articles, cosmetics and soaps
52321|Retail sale of textiles
52322|Retail sale of readymade garments, including hosiery goods
52323|Retail sale of footwear
52324|Retail sale of leather goods and travel accessories
52331|Retail sale of crockery, glassware and plastic ware
52332|Retail sale of gas stoves, cooking/kitchen appliances and utensils …
52333|Retail sale of furniture
52334|Retail sale of TV/radio, refrigerators, washing machines …
52335|Retail sale of electric goods and supplies n.e.c. …
52339|Retail sale of household appliances, articles and equipment n.e.c. …
52341|Retail sale of construction materials
52342|Retail sale of hardware, including paints, varnishes, lacquers …
52343|Retail sale of glass
52391|Retail sale of watches and clocks
52392|Retail sale of computers and non-customized software …
52393|Retail sale of jewellery
52394|Retail sale of photographic, optical and other stores and supplies etc.
52395|Retail sale of firewood, coal and kerosene oil and cooking gases
52396|Retail sale of books, magazines and stationery …
52397|Retail sale of agricultural inputs (seeds, fertilisers, pesticides), machinery …
52398|Retail sale of sport goods, games and toys
52399|Other retail sale in specialized stores n.e.c. …
52400|Retail sale of second-hand goods in stores
52511|Retail sale via mail order houses
52512|Retail sale via e-commerce
52591|Retail sale of lottery tickets
52599|Other non-store retail sale n.e.c. …
52601|Repair of footwear and leather goods
52602|Repair of household electrical appliances
52603|Repair of TV, VCR, radio, tape recorder, refrigerator and other similar items
52604|Repair of watches and clocks
52605|Repair of bicycles, cycle rickshaws and other non-mechanised vehicles
52609|Repair of personal and household goods n.e.c.
55101|Hotels and motels
55102|Inns, Dharmshalas and other places providing short term lodging/ camping …
55103|Provision of short term lodging/camping facility to members of a particular …
55104|Operation of dormitories and/or residence halls/hostels at educational institutions
55109|Provision of short-stay accommodation n.e.c.
55201|Restaurants with bars
55202|Restaurants without bars
55203|Canteens
55204|Activities of caterers
55205|Operation of dining cars in the railways and other transport facilities …
55206|Meals on adhoc fixed site
55207|Meals without premises (Meals on wheels)
55208|Cooking services
55209|Restaurants, bars and canteens n.e.c.
60101|Passenger railway transport
60102|Freight railway transport
60109|Railway transport n.e.c.
60211|Land transport other than urban, sub-urban …
60212|Transport of urban sub-urban including underground and elevated railways.
60221|Other non-scheduled passenger land transport by motor vehicles
60222|Other non-scheduled passenger land transport, other than by motor vehicles …
60231|Freight transport by motor vehicles
60232|Freight transport other than by motor vehicles …
60300|Transport via pipelines …
61100|Sea and coastal water transport
61200|Inland water transport
62100|Scheduled air transport
62200|Non-scheduled air transport
63011|Cargo handling, incidental to land transport
63012|Cargo handling, incidental to water transport
63013|Cargo handling, incidental to air transport
63021|Warehousing of agricultural products without refrigeration
63022|Warehousing of agricultural products with refrigeration (i.e. cold storage)
63023|Storage and warehousing n.e.c. …
63031|Supporting services to land transport such as operation of railway stations …
63032|Supporting services to water transport …
63033|Supporting services to air transport …
63040|Activities of travel agencies and tour operators; tourist assistance activities n.e.c.
64120|Courier activities other than national post activities
64201|Provision of basic telecom services: telephone, telex and telegraph …
64202|Provision of value added telecom services: paging, e-mail, cellular phone, video …
64203|Maintenance of telecom network
64204|Activities of the cable operators
65191|Monetary intermediation of commercial banks, saving banks and discount houses
65192|Activities of specialised institutions granting credit for house purchases …
65921|Activities of hire-purchase financing
65922|Activities of housing finance companies. (Granting of credit for house purchase by specialised institutions that do not also take deposits is included here)
65923|Activities of commercial loan companies. (included are the activities of the company which is carrying on as its principal business providing of loans or advances or otherwise for any activity other than its own)
65924|Activities through credit cards
65929|Other credit activities including pawn shops n.e.c. …
65991|Activities of Mutual Funds including Unit Trust of India
65992|Activities of Chit fund/Kuri companies
65993|Non-operating financial holding companies (Investment Companies)
65999|Other financial intermediation n.e.c. (Provident and insurance services are classified in division 66.)
66010|Life insurance
66030|Non-life insurance
67110|Administration of financial markets. [This class includes the operation and supervision of financial markets other than by public authorities and includes the activities of stock exchanges etc.]
67120|Security dealing activities. [This class includes dealing in financial market on behalf of others (e.g. stock broking) and related activities. (Dealing in markets on own-account is classified in class 6599)]
67190|Activities auxiliary to financial intermediation n.e.c. [This class includes activities of financial advisers, mortgage advisers and brokers, bureaux de change (foreign exchange services) etc.]
67200|Activities auxiliary to insurance and pension funding [This class includes activities involved in or closely related to the management of insurance and pension funding other than financial intermediation and includes activities of insurance agents, average and loss adjusters, actuaries and salvage administrators. (Marine salvage is classified in class 6303)]
70101|Purchase, sale letting of leased residential buildings
70102|Purchase, sale letting of leased non-residential buildings
70103|Operating of real estate of self owned residential buildings
70104|Operating of real estate of self owned non-residential buildings
70105|Developing and subdividing real estate into lots
70106|Lessors of real property
70109|Real estate activities with own or leased property n.e.c.
70200|Real estate activities on a fee or contract basis. …
71301|Renting of tents, electrical appliances, furniture, table ware, crockery and utensils.
71302|Renting of video cassettes, CDs, audio cassettes and records etc. …
71303|Renting of books, journals and magazines etc. …
71309|Renting of costumes, musical instruments and other personal and household goods …
72100|Hardware consultancy. …
72211|Production, supply and documentation of ready-made (non-customized) software …
72212|Production, supply and documentation of ready-made (non-customized) operating …
72213|Production, supply and documentation of ready-made (non-customized) software …
72214|Production, supply and documentation of ready-made (non-customized) …
72291|Analysis, design and programming of custom software, ready to use …
72292|Development, production, supply and documentation of made-to-order soft-ware …
72293|Writing of programmes of any kind following directives of the users
72294|Web-page designing
72295|Software maintenance
72300|Data processing. …
72400|Database activities and distribution of electronic content …
72501|Repair & maintenance of computers and computer based systems
72502|Repair of office, computing and accounting machinery …
72901|Activities of cyber cafe
72909|Other computer related activities, n.e.c.
73100|Research and experimental development on natural sciences and engineering
73200|Research and experimental development on social sciences and humanities (SSH).
74110|Legal activities
74120|Accounting, book-keeping and auditing activities; tax consultancy
74130|Market research and public opinion polling
74140|Business and management consultancy activities
74210|Architectural and engineering activities and related technical consultancy
74220|Technical testing and analysis
74300|Advertising. …
74910|Labour recruitment and provision of personnel
74920|Investigation and security activities
74930|Building-cleaning activities
74991|Auctioning activities of self employed auctioneers.
74992|Business brokerage activities …
74993|Photostat, blue-printing, Xeroxing, copying of documents, ammonia printing …
74994|Fashion design related to textiles, wearing apparel, shoes, jewelry, furniture …
74995|Services rendered by liaison offices
74996|Interior decoration
74997|Secretarial activities such as telephone answering, stenographic, duplicating …
74999|Other business activities n.e.c.
75111|General public service activities of the Union Government
75112|General public service activities of the State Governments
75113|General public service activities of the local government bodies
75121|Regulatory agencies of the Union government for health, education, cultural …
75122|Regulatory agencies of the State governments for health, education, cultural …
75123|Regulatory agencies of the local government bodies for health, education …
75131|Regulatory agencies of the Union government for more efficient operation …
75132|Regulatory agencies of the State government for more efficient operation …
75133|Regulatory agencies of the local government bodies for more efficient operation …
75141|Ancillary service activities of the Union government agencies/bodies
75142|Ancillary service activities of the State governments agencies/bodies
75143|Ancillary service activities of the Local government agencies/bodies
75144|Activities of the quasi-government bodies
75231|Public order and safety activities of the Union government.
75232|Public order and safety activities of the State governments
75301|Compulsory social security activities of the Union Government
75302|Compulsory social security activities of the State Governments
80101|Primary education, including pre-primary & upper-primary education
80102|Literacy programmes for children who have no opportunity to attend school.
80103|Adult education primary level including upper-primary
80211|General Secondary/Senior Secondary education …
80212|General Secondary/Senior Secondary school-type education for handicapped …
80213|Adult education, Secondary/Senior Secondary level
80221|Technical and vocational Secondary/Senior Secondary education …
80222|Technical and vocational school type education for handicapped students
80223|Adult education, Secondary/Senior Secondary level, technical and vocational
80301|General higher education in science, commerce and humanity.
80302|Higher education in engineering / other technical courses.
80303|Higher education in medical/bio-technology and related courses.
80304|Higher education in professional/ vocational courses like hotel management …
80305|Higher education in management courses
80306|Higher education in information technology courses
80309|Higher education n.e.c. viz. oriental studies etc.
80901|Education by correspondence, through radio and television broadcasting …
80902|Coaching centres
80903|Activities of the individuals providing tuition
80904|Activities relating to training/ education/ conduct of specialised course …
85110|Hospital activities
85121|Medical practice activities
85122|Dental practice activities
85191|Activities of Ayurveda practitioners
85192|Activities of Unani practitioners
85193|Activities of homeopaths
85194|Activities of nurses, physiotherapists or other para-medical practitioners
85195|Activities of independent diagnostic/pathological laboratories
85196|Activities of independent blood banks
85197|Medical Transcription activities
85199|Other human health activities n.e.c. (including independent ambulance activities)
85200|Veterinary activities …
90001|Garbage collection, transportation and disposal
90002|Removal of human wastes and their treatment and disposal …
90009|Other sanitation activities n.e.c. such as outdoor sweeping and watering of streets …
91200|Activities of trade unions …
91990|Activities of other membership organizations n.e.c.
92111|Motion picture production
92112|Motion picture distribution and activities allied to film distribution …
92113|Video production and distribution
92114|Auxiliary activities of motion picture and video production …
92115|Sound recording studios
92131|Radio activities
92132|Television activities
92141|Stage production and related activities
92142|Activities of the individual artists excluding authors …
92143|Literary activities.
92149|Dramatic arts, music and other art activities n.e.c.
92191|Operation of circuses and race tracks
92199|Video parlours, amusement centres, and other entertainment activities n.e.c.
92200|News agency activities
92311|Libraries and information centres and archives
92312|Audio/video cassette and CD Rom libraries
92321|Museum activities …
92322|Preservation of historical sites and buildings
92411|Operation and maintenance of sports facilities such as stadia, gymnasia …
92412|Activities of sports and game schools, including specialised sports training …
92413|Activities relating to organisation and operation of indoor / outdoor sports …
92419|Other sporting activities n.e.c.
93091|Social activities such as marriage bureaus
93092|Pet care services such as boarding, grooming and training pets etc.
93093|Shoe shiners, porters, valet car parkers etc.
93094|Coin-operated personal service machines such as photo booths …
93095|Activities of sauna and steam baths, massage salons etc.
93096|Astrological and spiritualists' activities
93097|Activities of aaya, dhai, governess, baby sitter etc.
93098|General household maintenance activities like grooming of the floor, dusting …
95000|Activities of private households as employers of domestic staff. …
96000|Undifferenciated goods-producing activities of private households for own use.
97000|Undifferenciated service-producing activities of private households for own use.
99000|Extra territorial organizations and bodies …`

// NIC 2008 sub-class|NIC 2004 sub-class|other NIC 2004 sub-classes of the same activity
const CONCORDANCE_LINES = `01271|01132
01611|01403
09101|11201
28219|29212
46511|51511
46529|51526|also 51521-51525 (electronic parts)
61101|64201
61202|64202
85211|80211
95111|72501
01111|01111
01121|01111
01132|01121
01251|01134
01411|01211
01461|01222
02101|02001
03111|05011
03221|05022
05101|10101|05102 (belowground mining) is 10102
06101|11101
07100|13100
08106|14106
10101|15111
10306|15136
10402|15142|15143 when the oil is solvent-extracted
10504|15203
10505|15205
10611|15311
10612|15312
10712|15412
10721|15421
10732|15431|15439 for other chocolate and sugar confectionery
10750|15499|15138 for prepared meals of vegetables
10792|15492
10799|15499
11043|15543
11045|15545
12002|16002
13111|17111
13121|17115
13131|17121
13921|17211
14101|18101
14105|18105
15201|19201
16101|20101
16211|20211
17012|21013
17021|21024
18111|22211
18119|22219
19201|23201
20119|24119|24117 for inorganic compounds
20121|24123
20221|24222
20231|24241
20236|24247
21001|24231
21002|24232
21003|24233
22111|25111|25112 for motorcycle, scooter and three-wheeler tyres
22209|25209
22203|25202
23921|26931
23941|26941|26942 for Portland and other hydraulic cement
23952|26955|also 26954 (R.C.C. bricks and blocks)
24205|27205
25111|28111
25999|28999
26101|32102|32103 for resistors
26201|30006|30009 (automatic data processing machines)
26305|32202
26401|32301
27101|31101
27201|31402
27320|31300
27400|31506|31501-31509 by kind of lamp
27501|29306|29304 and 29308 for other electric domestic appliances
28110|29112|29111 for steam engines and turbines
28132|29121
28191|29191
29101|34103
29301|34300
30911|35911|35912 for scooters
31001|36101
32111|36911
32112|36912
32401|36941
32501|33112|33116 for artificial teeth
33121|29118
35102|40102
35105|40106
35106|40108
35107|40109|NIC 2004 joins transmission with generation (40101-40105)
36000|41000
38210|90001
38300|37100|37200 for non-metal waste and scrap
41001|45201|45202 for non-residential buildings
42101|45203
42201|45207|45206 for hydro-electric projects
42204|45205
43211|45303
43221|45301
43301|45403
45101|50101
45200|50200
45300|50300
45401|50401
46101|51101
46201|51211
46301|51221
46411|51311
46497|51397
46632|51432
46909|51909
47110|52110
47190|52190
47211|52201
47411|52392
47510|52321
47721|52311
47733|52393
47912|52512
49110|60101
49219|60212|60221 for non-scheduled transport by motor vehicles
49231|60231
50120|61100
51101|62100
52101|63022
52109|63023
53200|64120
55101|55101
56101|55202
56210|55204
58201|72212
59111|92111
60200|92132
61900|64202
62011|72291|72292 and 72293 (made-to-order software, programmes written to the user's directives)
62012|72294
62013|72295
62020|72100
62091|72909
62099|72909
63111|72300
63112|72300|72400 for the distribution of electronic content
63122|72400
64191|65191
64199|65191|65192 for specialised deposit-taking housing finance institutions
64200|65993
64920|65923|65921 (hire-purchase), 65922 (housing finance), 65924 (credit cards) and 65929 by kind of credit
64990|65999
65110|66010
65120|66030
66120|67120
66190|67190
66220|67200
68100|70101|70102-70109 by kind of property
68200|70200
69100|74110
69201|74120
69202|74120
70100|74140
70200|74140
71100|74210
71200|74220
72100|73100
73100|74300
73200|74130
74909|74999
75000|85200
78100|74910
78300|74910
79110|63040
79120|63040
80100|74920
81210|74930
82110|74997|74999
82200|74999
82300|74999
82990|74999
85101|80101
85301|80301
85491|80902|80903 for individual tutors
85500|80904
86100|85110
86201|85121
86905|85195
87100|85110
90001|92141
93110|92411
93290|92199
94990|91990
23101|26101
23931|26911
30921|35921
15121|19121
81299|74930
15115|19116
93120|92419|also 92413 (organisation and operation of sports events)`

export const NIC_2004_DIVISIONS: Record<string, string> = Object.fromEntries(parse(DIVISION_LINES).map(([c, d]) => [c, d]))

/** Section letter of a NIC 2004 division (ISIC Rev.3.1 ranges). */
export const nic2004SectionOf = sectionFinder([
  [1, 2, 'A'],
  [5, 5, 'B'],
  [10, 14, 'C'],
  [15, 37, 'D'],
  [40, 41, 'E'],
  [45, 45, 'F'],
  [50, 52, 'G'],
  [55, 55, 'H'],
  [60, 64, 'I'],
  [65, 67, 'J'],
  [70, 74, 'K'],
  [75, 75, 'L'],
  [80, 80, 'M'],
  [85, 85, 'N'],
  [90, 93, 'O'],
  [95, 97, 'P'],
  [99, 99, 'Q'],
])

export interface Nic2004Ref {
  code: string
  description: string
  division: string
  section: string
}

export const NIC_2004: readonly Nic2004Ref[] = parse(SUBCLASS_LINES).map(([code, description]) => ({
  code,
  description,
  division: code.slice(0, 2),
  section: nic2004SectionOf(code.slice(0, 2)),
}))

export const NIC_2004_BY_CODE: ReadonlyMap<string, Nic2004Ref> = new Map(NIC_2004.map((n) => [n.code, n]))

/** Sub-classes whose description is only the opening of MoSPI's text (they end in " …"). */
export const NIC_2004_ABRIDGED: ReadonlySet<string> = new Set(NIC_2004.filter((n) => n.description.endsWith(' …')).map((n) => n.code))

/** Sub-classes described by their class title: the sub-class line itself was not found in a source. */
export const NIC_2004_CLASS_TITLES: ReadonlySet<string> = new Set([
  '63040',
  '64120',
  '66010',
  '66030',
  '74110',
  '74120',
  '74130',
  '74140',
  '74210',
  '74220',
  '74910',
  '74920',
  '74930',
  '85110',
  '91990',
])

/**
 * Codes in older CINs that are not NIC 2004 sub-classes but NIC 1998 ones (MoSPI's NIC-1998, class 7220
 * and 7290 with sub-class 0): NIC 2004 split software into 7221/7229 (72211-72295) and computer-related
 * activities into 72901/72909, yet registrations kept using the older codes.
 */
export const NIC_1998_LEGACY: Readonly<Record<string, string>> = {
  '72200': 'Software consultancy and supply',
  '72900': 'Other computer related activities',
}

export const NIC_2008_TO_2004: Readonly<Record<string, string>> = Object.fromEntries(parse(CONCORDANCE_LINES).map(([nic2008, nic2004]) => [nic2008, nic2004]))

/** Where one NIC 2008 sub-class corresponds to several NIC 2004 ones: the others, beside the principal one above. */
export const NIC_2008_TO_2004_NOTES: Readonly<Record<string, string>> = Object.fromEntries(
  parse(CONCORDANCE_LINES)
    .filter((l) => l.length > 2)
    .map(([nic2008, , note]) => [nic2008, note]),
)

/**
 * NIC 2008 sub-classes of the generator's list with no NIC 2004 counterpart in this table (the NIC 2004
 * classes they fall in, 2711-2715, 2731, 2891-2892, 5141-5142, 6309, 7111, 8532, 9301 and 9302, are missing from its source).
 */
export const NIC_2008_WITHOUT_2004: readonly string[] = [
  '24101',
  '24106',
  '24319',
  '25910',
  '25920',
  '52292',
  '46539',
  '46610',
  '46620',
  '58111',
  '74109',
  '77100',
  '77309',
  '88900',
  '96010',
  '96020',
  '96091',
]
