// NIC 2008 (National Industrial Classification 2008, Ministry of Statistics and Programme Implementation,
// MoSPI): every 5-digit sub-class, 1,304 of them, with MoSPI's descriptions. Codes and wording follow
// MoSPI's NIC-2008 workbook, which corrects some spellings of the printed publication. The workbook cuts
// descriptions at 200 characters; those, and four that lost their closing bracket, are completed from the
// printed NIC-2008 text. Its remaining spellings stay as published ("znic", "sugercane", "lichchis"); only
// whitespace, quotes, characters the workbook lost ('kankar', fuller's, spiritualists', companies in 64200)
// and two slips (a doubled bracket in 25112, stray text after 28211) are put right, and 20213 is given under
// its code, not the workbook's 20313.
//
// The generator's weighted list (NIC_CODES in ./nic.ts) is a smaller table of codes it draws, with their
// weights; it takes its descriptions from this one.

// code|description
const SUBCLASS_LINES = `01111|Growing of wheat
01112|Growing of jowar, bajra and millets
01113|Growing of other cereals
01114|Growing of pulses (dal) and other leguminous crops such as peas and beans, not used as oilseeds
01115|Growing of mustard oil seed
01116|Growing of groundnut oil seed
01117|Growing of sunflower oil seed
01118|Growing of soya bean oil seed
01119|Growing of other oil seeds
01121|Organic farming of basmati rice
01122|Organic farming of non-basmati rice
01123|Inorganic farming of basmati rice
01124|Inorganic farming of non-basmati rice
01131|Growing of asparagus, cabbages, cauliflower, broccoli, lettuce, chicory, spinach and other leafy or stem vegetables
01132|Growing of cucumbers, gherkins, aubergines, tomatoes, watermelons, cantaloupes, melons and other fruit-bearing vegetables
01133|Growing of onion
01134|Growing of carrots, beets,turnips, garlic, leeks and other root, bulb vegetables(onion excluded)
01135|Growing of potatoes and other tubers such as sweet potatoes, cassava, yams
01136|Growing of mushrooms and truffles
01137|Growing of vegetable seeds (except beet seed)
01139|Growing of vegetables, n.e.c.
01140|Growing of sugar cane
01150|Growing of tobacco
01161|Growing of cotton
01162|Growing of jute
01169|Growing of other fibre crops
01191|Growing of rose
01192|Growing of gladiolus
01193|Growing of other flowers, including production of cut flowers, flower buds and flower seeds
01199|Growing of other non-perennial crops including beet seed and padding materials, n.e.c.
01210|Growing of grapes
01221|Growing of mangoes
01222|Growing of bananas
01223|Growing of pineapples
01224|Growing of lichchis
01225|Growing of guava
01229|Growing of other tropical and sub tropical fruits
01231|Growing of oranges
01232|Growing of mousambi (grape fruit)
01233|Growing of lemons and lime
01239|Growing of other citrus fruits
01241|Growing of apples
01242|Growing of appricots, peaches and nectarines
01243|Growing of cherries and sour cherries
01249|Growing of other pome fruits and stone fruits
01251|Growing of strawberries and other berries
01252|Growing of edible nuts (almonds, cashew nuts, chestnuts, hazelnuts pistachios, walnuts and other nuts)
01259|Growing of other tree and bush fruits, n.e.c
01261|Growing of coconut
01262|Growing of olives and oil palms
01269|Growing of other oleaginous fruits
01271|Growing of tea
01272|Growing of coffee
01273|Growing of cocoa
01279|Growing of other beverage crops
01281|Growing of ginger
01282|Growing of chili
01283|Growing of cardamoms
01284|Growing of perennial and non-perennial spices and aromatic crops (pepper, capsicum, nutmeg, mace, anise, badian and fennel, cinnamon (canella), cloves, vanilla and other spices and aromatic crops)
01285|Growing of drug and narcotic crops
01286|Growing of plants used primarily in perfumery, in pharmacy or for insecticidal, fungicidal or similar purposes
01287|Growing of heena leaves (mehendi)
01291|Growing of rubber trees
01292|Growing of trees for extraction of sap
01293|Growing of bamboo and cane
01299|Growing of other perennial crops, n.e.c.
01301|Growing of plants for planting
01302|Operation of tree nurseries (except forest tree nurseries)
01309|Growing of plants, n.e.c.
01411|Raising and breeding of cattle and buffaloes
01412|Production of milk from cows or buffaloes
01413|Production of bovine semen
01420|Raising of horses and other equines
01430|Raising and breeding of camels and camelids
01441|Raising and breeding of sheep and goats
01442|Production of milk from sheep or goat
01443|Production of raw wool
01450|Raising of swine/pigs (including breeding of swine/pigs)
01461|Raising and breeding of chickens and capons, ducks, geese, turkeys and guinea fowls chickens and capons, ducks, geese, turkeys and guinea fowls
01462|Production of eggs
01463|Operation of poultry hatcheries
01491|Raising and breeding of pet animals (cats, dogs, birds, hamsters etc.)
01492|Bee-keeping and production of honey and beeswax
01493|Raising of silk worms, production of silk worm cocoons
01499|Raising of other animals, n.e.c.
01500|Mixed farming
01611|Agricultural activities on a fee or contract basis (preparation of fields, establishing a crop, treatment of crops, crop spraying, trimming of fruit trees and vines, transplanting of rice, thinning of beets, harvesting, pest control in connection with agriculture etc.)
01612|Operation of agricultural irrigation equipment
01619|Other supporting activities including agricultural gardening (excluding parks and gardening activities), n.e.c.
01620|Support activities for animal production
01631|Preparation of crops for primary markets, i.e. cleaning, trimming, grading, disinfecting
01632|Cotton ginning, cleaning and bailing
01633|Preparation of tobacco leaves
01639|Other post harvest crop activities, n.e.c.
01640|Seed processing for propagation
01700|Hunting, trapping and related service activities
02101|Growing of standing timber (planting, replanting, transplanting, thinning and conserving of forests and timber tracts)
02102|Operation of forest tree nurseries
02109|Other forestry activities including growing of pulpwood, firewood etc
02201|Gathering and preparation of fire wood
02202|Logging camps and loggers primarily engaged in felling timber and producing wood in the rough such as pitprops, split poles, pickets, hewn railway ties
02203|Production of charcoal in the forest (using traditional methods)
02209|Other logging activities, n.e.c.
02301|Gathering of tendu leaves
02302|Gathering of lac, resins and rubber-like gums
02303|Gathering of wild growing mushrooms, truffles, berries, nuts, cork, balsams, vegetable hair, eelgrass, mosses, lichens
02309|Gathering of non-wood forest products, n.e.c.
02401|Forestry service activities (forest management consulting services, forestry inventories, timber evaluation, forest pest control)
02402|Logging service activities such as transport of logs within the forest
03111|Fishing on a commercial basis including taking of marine crustaceans and molluscs in ocean and coastal waters
03112|Gathering of other marine organisms and materials such as natural pearls, sponges, coral and algae
03113|Activities of vessels engaged in fishing and in processing and preserving of fish
03121|Fishing and taking of freshwater crustaceans and molluscs on a commercial basis in inland waters
03122|Taking and gathering of freshwater aquatic animals
03211|Fish farming in sea water including farming of marine ornamental fish
03212|Culture of crustaceans, bivalves, other mollusks and other aquatic animals in sea water
03213|Growing of edible seaweeds
03214|Aquaculture activities in brackish waters and in salt water filled tanks or reservoirs
03215|Operation of fish hatcheries (marine)
03219|Other marine aquaculture, n.e.c
03221|Fish farming in freshwater including farming of freshwater ornamental fish
03222|Culture of freshwater crustaceans, bivalves, other mollusks and other aquatic animals
03223|Operation of fish hatcheries (fresh-water)
03229|Other freshwater aquaculture activities, n.e.c.
05101|Opencast mining of hard coal
05102|Belowground mining of hard coal
05103|Cleaning, sizing, grading, pulverizing, compressing etc. of coal
05109|Other operations relating to mining and agglomeration of hard coal
05201|Opencast mining of lignite (brown coal)
05202|Belowground mining of lignite (brown coal)
05203|Washing, dehydrating, pulverizing, compressing of lignite
05209|Other operations relating to mining and agglomeration of lignite
06101|Off shore extraction of crude petroleum
06102|On shore extraction of crude petroleum
06201|Offshore Extraction of natural gas
06202|On shore Extraction of natural gas
07100|Mining of iron ores
07210|Mining of uranium and thorium ores
07291|Mining of copper ore
07292|Mining of aluminium ore (bauxite)
07293|Mining of manganese ore
07294|Mining of chromium ore
07295|Mining of precious metal ore (gold, silver)
07296|Mining of lead and znic ore
07299|Mining of other non-ferrous metal ores, n.e.c. [titanium ( ilmenite and rutile),niobium, tantalum,vanadium or zirconium ores; tin bearing ores; and, nickel, cobalt, tungsten, molybdenum, antimony and other non-ferrous metal ores]
08101|Quarrying of marble
08102|Quarrying of granite
08103|Quarrying of slate and building and monumental stone other than marble and granite
08104|Mining of dolomite
08105|Mining of gypsum including selenite
08106|Operation of sand or gravel pits, basalt / porphyry, clay (ordinary), crushing and breaking of stone for use as a flux or raw material in lime or cement, manufacture or as building material, road metal or ballast and other materials for construction
08107|Mining/quarrying of limestone, limeshell, 'kankar' and other calcareous minerals including calcite, chalk and shale
08108|Mining of clays (kaolin, ball clay, wollastonite, bentonite, fuller's earth, fire clay etc.)
08109|Mining of refractory non-clay minerals (andalusite, kyanite, sillimanite, dunite, diaspore magnesite, diaspore, magnesite)
08911|Mining of native sulphur or pyrites and pyrrhotites valued chiefly for sulphur
08912|Mining of natural phosphates including apatite minerals
08913|Mining of earth colours (ochre including red oxide).
08914|Mining of fluorspar
08915|Mining of barytes
08919|Mining of potash bearing salts/minerals; borate minerals and other fertiliser and chemical minerals n.e.c.
08920|Extraction and agglomeration of peat
08931|Salt mining, quarrying, screening etc.
08932|Salt production by evaporation of sea water or other saline waters
08991|Mining of gemstones (agate, diamond, emerald, garnet (gem), jasper, rubby/saphire etc
08992|Mining and quarrying of abrasive materials (pumice stone, emery, corundum, garnet and other natural abrasives)
08993|Mining of mica
08994|Mining of natural graphite
08995|Mining of asbestos
08996|Mining of vermiculite, perlite and chlorites
08997|Mining of felspar and silica minerals including quartz, quartzite and fuch.Quartzite
08998|Mining of talc/ steatite
08999|Mining of laterite, diatomite and silicious fossil meals (e.g. diatomite); and other natural fluxes;natural asphalt or bitumen and other mining n.e.c.
09101|Services incidental to off shore oil extraction
09102|Services incidental to on shore oil extraction
09103|Services incidental to off shore gas extraction
09104|Services incidental to on shore gas extraction
09900|Support activities for other mining and quarrying
10101|Mutton-slaughtering, preparation
10102|Beef-slaughtering, preparation
10103|Pork-slaughtering, preparation
10104|Poultry and other slaughtering, preparation
10105|Preservation, Processing and canning of meat
10106|Production of hides and skins originating from slaughterhouses
10107|Rendering of lard and other edible fats of animal origin
10108|Production and processing of animal offal
10109|Production, processing and preserving of other meat and meat products n.e.c.
10201|Sun-drying of fish
10202|Artificial dehydration of fish and sea food
10203|Radiation preservation of fish and similar food
10204|Processing and preserving of fish crustacean and similar foods
10205|Processing and canning of fish
10206|Processing and canning of frog legs
10207|Production of fishmeal for human consumption or animal feed
10209|Production, processing and preservation of other fish products n.e.c
10301|Sun-drying of fruit and vegetables
10302|Artificial dehydration of fruit and vegetables
10303|Radiation preservation of fruit and vegetables
10304|Manufacture of fruit or vegetable juices and their concentrates, squashes and powder
10305|Manufacture of sauces, jams, jellies and marmalades
10306|Manufacture of pickles, chutney etc.
10307|Canning of fruits and vegetables
10308|Manufacture of potato flour & meals and prepared meals of vegetables
10309|Preservation of fruit and vegetables n.e.c.
10401|Manufacture of hydrogenated oil and vanaspati ghee
10402|Manufacture of vegetable oils and fats excluding corn oil
10403|Manufacture of edible animal oils and fats
10404|Manufacture of fish oil
10405|Manufacture of non-edible animal oil and fats
10406|Manufacture of oil cakes & meals incl. residual products, e.g. Oleostearin, Palmstearin
10407|Manufacture of non-defatted flour or meals of oilseeds, oilnuts or kernels
10409|Manufacture of other vegetable oil, animal oil and fats n.e.c
10501|Manufacture of pasteurised milk whether or not in bottles/ polythene packs etc. (plain or flavoured)
10502|Manufacture of milk-powder, ice-cream powder and condensed milk except baby milk food
10503|Manufacture of baby milk foods
10504|Manufacture of cream, butter, cheese, curd, ghee, khoya etc.
10505|Manufacture of ice-cream, kulfi etc.
10509|Manufacture of other dairy products n.e.c.
10611|Flour milling
10612|Rice milling
10613|Dal (pulses) milling
10614|Grain milling other than wheat, rice and dal
10615|Vegetable milling (production of flour or meal of dried leguminous vegetables(except dal), of roots or tubers, or of edible nuts)
10616|Manufacture of cereal breakfast foods obtained by roasting or swelling cereal grains
10617|Manufacture of flour mixes and prepared blended flour and dough for bread, cakes, biscuits
10618|Manufacture of other readymade mixed powders like idli, gulabjamun etc.
10619|Other grain milling and processing n.e.c.
10621|Manufacture of starches from rice, potatoes, maize etc.
10622|Manufacture of sago and sago products
10623|Manufacture of glucose, glucose syrup, maltose etc.
10624|Manufacture of gluten
10625|Manufacture of tapioca and tapioca substitutes prepared from starch
10626|Manufacture of corn oil
10629|Manufacture of other starch products n.e.c.
10711|Manufacture of bread
10712|Manufacture of biscuits, cakes, pastries, rusks etc.
10719|Manufacture of other bakery products n.e.c.
10721|Manufacture or refining of sugar (sucrose) from sugercane
10722|Manufacture of 'gur' from sugarcane
10723|Manufacture of 'gur' from other than sugarcane
10724|Manufacture of 'khandsari' sugar from sugarcane
10725|Manufacture of 'khandsari' suger from other than sugarcane
10726|Manufacture of 'boora' and candy from sugarcane
10727|Manufacture of 'boora' and candy from other than sugarcane
10728|Manufacture of molasses
10729|Manufacture of sugar from other sources (juice of palm, suger beet etc.)
10731|Manufacture of cocoa products
10732|Manufacture of chocolate and chocolate confectionery
10733|Manufacture of sugar confectionery (except sweetmeats)
10734|Manufacture sweetmeats including dairy based sweetmeats
10735|Manufacture of chewing gum
10736|Preserving in sugar of fruit, nuts, fruit peels and other parts of plants
10739|Manufacture of other cocoa, chocolate, sugar confectionery products n.e.c.
10740|Manufacture of macaroni, noodles, couscous and similar farinaceous products
10750|Manufacture of prepared meals and dishes
10791|Processing and blending of tea including manufacture of instant tea
10792|Coffee curing, roasting, grinding blending etc. and manufacturing of coffee products
10793|Processing of edible nuts
10794|Manufacture of malted foods including foods for infants and handicapped
10795|Grinding and processing of spices
10796|Manufacture of papads, appalam and similar food products
10797|Manufacture of vitaminised high protein flour, frying of dal and other cereals
10798|Processing of salt into food-grade salt, e.g. iodized salt
10799|Other semi-processed, processed or instant foods n.e.c. except farinaceous products and malted foods and manufacturing activities like manufacture of egg powder, sambar powder etc. (this excludes the activities covered under 10619)
10801|Manufacture of cattle feed
10802|Manufacture of poultry feed
10803|Manufacture of prepared feeds for pets, including dogs, cats, birds, fish etc.
10809|Manufacture of other animal feeds n.e.c.
11011|Manufacture of distilled, potable, alcoholic beverages such as whisky, brandy, gin, "mixed drinks" etc.
11012|Manufacture of country liquor
11019|Distilling, rectifying and blending of spirits
11020|Manufacture of wines
11031|Manufacture of beer
11032|Manufacture of malt liquors other than beer
11033|Manufacture of malt
11039|Manufacture of malt liquors and malt n.e.c.
11041|Manufacture of aerated drinks
11042|Manufacture of synthetic flavoured concentrates and syrups
11043|Manufacture of mineral water
11044|Manufacture of ice
11045|Manufacture of soft drinks
11049|Manufacture of other non-alcoholic beverages n.e.c.
12001|Stemming and redrying of tobacco
12002|Manufacture of bidi
12003|Manufacture of cigarettes, cigarette tobacco
12004|Manufacture of cigars and cheroots
12005|Manufacture of snuff
12006|Manufacture of zarda
12007|Manufacture of catechu(katha) and chewing lime
12008|Manufacture of pan masala and related products.
12009|Manufacture of other tobacco products including chewing tobacco n.e.c.
13111|Preparation and spinning of cotton fiber including blended* cotton
13112|Preparation and spinning of silk fiber including blended* silk
13113|Preparation and spinning of wool, including other animal hair and blended*wool including other animal hair
13114|Preparation and spinning of man-made fiber including blended* man-made fiber
13119|Preparation and spinning of jute, mesta and other natural fibers including blended natural fibers n.e.c.
13121|Weaving, manufacture of cotton and cotton mixture fabrics.
13122|Weaving, manufacture of silk and silk mixture fabrics.
13123|Weaving, manufacture of wool and wool mixture fabrics.
13124|Weaving, manufacturing of man-made fiber and man-made mixture fabrics.
13129|Weaving of jute, mesta and other natural fibers including blended natural fibers n.e.c.
13131|Finishing of cotton and blended cotton textiles.
13132|Finishing of silk and blended silk textiles.
13133|Finishing of wool and blended wool textiles.
13134|Finishing of man-made and blended man-made textiles.
13135|Finishing of jute, mesta and other vegetable textiles fabrics
13136|Activity related to screen printing
13139|Other activities relating to finishing of textile n.e.c.
13911|Manufacture of knitted and crocheted cotton fabrics
13912|Manufacture of knitted and crocheted woolen fabrics
13913|Manufacture of knitted and crocheted synthetic fabrics
13919|Manufacture of other knitted and crocheted fabrics
13921|Manufacture of curtains, bed covers and furnishings
13922|Manufacture of crocheted made up textile goods except apparel
13923|Manufacture of mosquito nets
13924|Manufacture of bedding, quilts pillows, sleeping bags etc.
13925|Manufacture of tarpaulin
13926|Manufacture of blankets
13929|Manufacture of other made-up textile articles, except apparel n.e.c.
13931|Manufacture of carpets and other floor coverings made of cotton
13932|Manufacture of carpets and other floor coverings made of wool
13933|Manufacture of carpets and other floor coverings made of silk
13934|Manufacture of carpets made of synthetic materials
13935|Manufacture of carpets, and other floor coverings made of jute, mesta and coir
13939|Manufacture of other floor coverings n.e.c.
13941|Manufacture of thread, including thread ball making
13942|Manufacture of cordage or rope made of jute
13943|Manufacture of cordage or rope made of coir
13944|Manufacture of rope and cordage made of synthetic material
13945|Manufacture of knotted netting of twine, cordage or rope (other than mosquito net)
13946|Manufacture of tapes, newar and wicks
13949|Manufacture of other cordage or rope n.e.c.
13991|Embroidery work and making of laces and fringes
13992|Zari work and other ornamental trimmings
13993|Manufacture of linoleum and similar products
13994|Manufacture of gas mantles
13995|Manufacture of made-up canvas goods such tents, sails etc.
13996|Manufacture of wadding of textile materials and articles of wadding such as sanitary napkins and tampons
13997|Manufacture of metallised yarn or gimped yarn, rubber thread or cord covered with textile material, textile yarn or strip impregnated, covered or sheathed with rubber or plastic
13998|Manufacture of waterproof textile excluding tarpaulin
13999|Manufacture of other textiles/textile products n.e.c.
14101|Manufacture of all types of textile garments and clothing accessories
14102|Manufacture of rain coats of waterproof textile fabrics or plastic sheetings
14103|Manufacture of hats, caps and other clothing accessories such as gloves,belts, ties, cravats, hairnets etc.
14104|Manufacture of wearing apparel made of leather and substitutes of leather
14105|Custom tailoring
14109|Manufacture of wearing apparel n.e.c.
14201|Manufacture of wearing apparel and clothing accessories made of fur
14202|Manufacture of fur and skin rugs and other similar articles
14209|Manufacture of other fur products n.e.c.
14301|Manufacture of knitted or crocheted wearing apparel and other made-up articles directly into shape (pullovers, cardigans, jerseys, waistcoats and similar articles)
14309|Manufacture of other knitted and crocheted apparel including hosiery
15111|Flaying and curing of raw hides and skins
15112|Tanning and finishing of sole leather
15113|Tanning and finishing of industrial leather
15114|Scraping, currying, tanning, bleaching, shearing and plucking and dyeing of fur skins and hides with the hair on
15115|Finishing of upper leather, lining leather and garment leather etc.
15116|Embroidering and embossing of leather articles
15119|Other tanning, curing, finishing, embossing etc. of leather
15121|Manufacture of travel goods like suitcase, bags, hold alls etc.
15122|Manufacture of purse, ladies' handbags, artistic leather presented articles and novelties
15123|Manufacture of saddlery and harness
15129|Manufacture of other consumer goods of leather and substitutes of leather n.e.c.
15201|Manufacture of leather footwear such as shoes, sandals, chappals, leather-cum-rubber/plastic cloth sandles and chappals
15202|Manufacture of footwear made primarily of vulcanized or moulded rubber and plastic.
15209|Manufacture of other footwear n.e.c.
16101|Sawing and planing of wood
16102|Manufacture of unassembled wooden flooring including parquet flooring
16103|Manufacture of wooden railway sleepers
16109|Activities related to saw milling and planing of wood n.e.c.
16211|Manufacture of ply wood and veneer sheets
16212|Manufacture of particle board and fibreboard including densified wood
16213|Manufacture of flush doors and other boards or panels
16219|Manufacture of other plywood products n.e.c.
16221|Manufacture of structural wooden goods [intended to be used primarily in the construction industry such as beams, rafters, roof struts, glue-laminated and metal connected, prefabricated wooden roof trusses, doors, windows, shutters and their frames, whether or not containing metal fittings, stairs, railings, wooden beadings and mouldings, shingles and shakes etc.]
16222|Manufacture of prefabricated buildings, or elements thereof, predominantly of wood
16229|Manufacture of builders' carpentry and joinery
16231|Manufacture of wooden boxes, barrels, vats, tubs, packing cases etc.
16232|Manufacture of plywood chests
16233|Manufacture of market basketry, grain storage bins and similar products made of bamboo or reed
16239|Manufacture of other wooden containers and products entirely or mainly of cane, rattan,bamboo, willow, fibre, leaves and grass n.e.c.
16291|Manufacture of wooden industrial goods
16292|Manufacture of cork and cork products
16293|Manufacture of wooden agricultural implements
16294|Manufacture of various articles made of bamboo, cane and grass
16295|Manufacture of broomsticks
16296|Manufacture of articles made of palm leaf, dhak leaf, screw-pine leaf and khajoor leaf;articles of vegetables fibre etc,.
16297|Manufacture of products of pith and shalapith
16299|Manufacture of other wood products n.e.c.
17011|Manufacture of pulp
17012|Manufacture of news print
17013|Manufacture of paper and paper rolls not further processed
17014|Manufacture of packing paper
17015|Manufacture of other special purpose paper (excluding computer stationary)
17016|Manufacture of paper board, straw board
17017|Manufacture of hard board including false board and chip board
17019|Manufacture of other primary paper materials including composite paper and paper board n.e.c.
17021|Manufacture of corrugated paper and paperboard
17022|Manufacture of corrugated paper board containers
17023|Manufacture of card board boxes
17024|Manufacture of sacks and bags of paper
17029|Manufacture of other containers of paper and paperboard n.e.c.
17091|Manufacture of computer paper
17092|Manufacture of paper cups, saucers, plates, hoops, cones and other similar products
17093|Manufacture of printing, writing and photocopying paper ready for use
17094|Manufacture of paper pulp articles other than containers (such as egg trays)
17095|Manufacture of file cover/file boards, and similar articles
17096|Manufacture of wall paper
17097|Manufacture of carbon paper & stationary items
17099|Manufacture of other paper products n.e.c.
18111|Printing of newspapers
18112|Printing of magazines and other periodicals, books and brochures, maps, atlases, posters etc.
18113|Printing of postage stamps, taxation stamps, cheques and other security papers
18114|Printing of bank notes, currency notes
18115|Printing directly onto textiles, flexographic plastic, glass, metal, wood and ceramics
18119|Other printing activities like screen printing other than textile n.e.c.
18121|Book and other similar sheet binding on account of others
18122|Engraving, etching and block making etc.
18129|Other service activities related to printing n.e.c.
18200|Reproduction of recorded media
19101|Production of coke and semi-coke products
19109|Manufacture of other coke oven products such as gas, crude coal and lignite tars etc.
19201|Production of liquid and gaseous fuels, illuminating oils, lubricating oils or greases or other products from crude petroleum or bituminous minerals
19202|Manufacture of paraffin wax
19203|Bottling of LPG/CNG
19204|Manufacture of hard-coal and lignite fuel briquettes
19209|Manufacture of other petroleum n.e.c. (includes manufacture of petroleum jelly, micro-crystalline petroleum wax, slack wax, ozokerite, lignite wax, petroleum coke, petroleum bitumen and other residues of petroleum oils or of oils obtained from bituminous minerals)
20111|Manufacture of liquefied or compressed inorganic industrial or medical gases (elemental gases,liquid or compressed air, refrigerant gases, mixed industrial gases etc.)
20112|Manufacture of inorganic acids except nitric acid
20113|Manufacture of tanning or dying extracts; tannings and their derivatives and colouring matter (including manufacture of indigo)
20114|Manufacture of dyes and pigments from any source in basic form or as concentrate
20115|Manufacture of turpentine and resins of vegetable origin
20116|Manufacture of basic chemical elements
20117|Manufacture of distilled water
20118|Manufacture of synthetic aromatic products
20119|Manufacture of organic and inorganic chemical compounds n.e.c.
20121|Manufacture of urea and other organic fertilizers
20122|Manufacture of straight mixed, compound or complex inorganic fertilizers
20123|Manufacture of associated nitrogen products (nitric and sulphonitric acids, ammonia, ammonium chloride, ammonium carbonate, nitrites and nitrates of potassium)
20129|Manufacture of other fertilizers n.e.c.
20131|Manufacture of plastic in primary forms (includes amino-resins, polyurethanes etc.)
20132|Manufacture of synthetic rubber in primary forms
20133|Manufacture of mixture of synthetic and natural or rubber like gums
20211|Manufacture of insecticides, rodenticides, fungicides, herbicides
20212|Manufacture of disinfectants (for agricultural and other use)
20213|Manufacture of anti-sprouting products, plant growth regulators
20219|Manufacture of other agrochemical products n.e.c.
20221|Manufacture of paints and varnishes, enamels or lacquers
20222|Manufacture of prepared pigments, prepared opacifiers and prepared colours, vitrifiable enamels and glazes engobes and similar preparations of a kind used in the ceramic, enamelling or glass industry
20223|Manufacture of printing ink
20224|Manufacture of prepared pigments and other colouring matter of a kind used in the manufacture of paints or by artists or other painters
20229|Manufacture of caulking compounds and similar non-refractory filling or surfacing preparations,mastics, prepared paint or varnish removers, organic composite solvents and thinners and other related products n.e.c.
20231|Manufacture of soap all forms
20232|Manufacture of cleaning and polishing products (preparations for perfuming or deodorizing rooms; artificial waxes and prepared waxes; polishes and creams for leather, wood, glass, metal etc.; scouring pastes and powders, including paper, wadding etc. coated or covered with these)
20233|Manufacture of detergent and similar washing agents excluding soap
20234|Manufacture of perfumes and cologne de-eau
20235|Manufacture of preparations for oral or dental hygiene (includes manufacture of toothpastes, toothpowder, mouthwash, oral, perfumes, dental fixative pastes and powders etc.)
20236|Manufacture of hair oil, shampoo, hair dye etc. (includes manufacture of shampoos, hair sprays, hair fixers, hair oils, hair creams, hair dyes and bleaches and preparations for permanent waving or straightening of the hair etc.)
20237|Manufacture of cosmetics and toileteries (includes manufacture of pre-shave, shaving or after shave preparations; personal deodorants and anti-respirants; perfumed bath salts and other bath preparations; beauty or make-up preparations and preparations for the care of the skin, other than medicaments; manicure and pedicure preparations etc.)
20238|Manufacture of "agarbatti" and other preparations which operate by burning
20239|Manufacture of other perfumes and toilet preparations n.e.c.
20291|Manufacture of matches
20292|Manufacture of explosives, ammunition and fire works
20293|Manufacture of essential oils; modification by chemical processes of oils and fats (e.g. by oxidation, polymerization etc.)
20294|Manufacture of photographic plates, films, sensitized paper and other sensitized unexposed materials, chemical preparations for photographic uses
20295|Manufacture of gelatin and its derivatives, resinoids, glues, prepared adhesives, including rubber-based glues and adhesives
20296|Manufacture of chemical elements and compounds doped for use in electronics
20297|Manufacture of chemical products or preparations of a kind used in the textiles, paper, leather and like industries
20299|Manufacture of various other chemical products n.e.c.(antiknock preparations, anti-freeze preparations, liquids for hydraulic transmission, composite diagnostic or laboratory reagents, writing or drawing ink, chemical substance used in manufacturing of pesticides and other chemical products)
20301|Manufacture of synthetic or artificial filament tow
20302|Manufacture of synthetic or artificial filament staple fibre not textured
20303|Manufacture of synthetic or artificial filament yarn, whether or not textured including high tenacity yarn
20304|Manufacture of synthetic or artificial mono-filament or strip
21001|Manufacture of medicinal substances used in the manufacture of pharmaceuticals: antibiotics,endocrine products, basic vitamins; opium derivatives; sulpha drugs; serums and plasmas; salicylic acid, its salts and esters; glycosides and vegetable alkaloids; chemically pure suger etc.
21002|Manufacture of allopathic pharmaceutical preparations
21003|Manufacture of 'ayurvedic' or 'unani' pharmaceutical preparation
21004|Manufacture of homoeopathic or biochemic pharmaceutical preparations
21005|Manufacture of veterinary preparations
21006|Manufacture of medical impregnated wadding, gauze, bandages, dressings, surgical gut string etc.
21009|Manufacture of other pharmaceutical and botanical products n.e.c. like hina powder etc.
22111|Manufacture of rubber tyres and tubes for motor vehicles, motorcycles, scooters, three-wheelers, tractors and aircraft
22112|Manufacture of rubber tyres and tubes for cycles and cycle-rickshaws
22113|Retreading of tyres; replacing or rebuilding of tread on used pneumatic tyres
22119|Manufacture of rubber tyres and tubes n.e.c.
22191|Manufacture of rubber plates, sheets, strips, rods, tubes, pipes, hoses and profile -shapes etc.
22192|Manufacture of rubber conveyor or transmission belts or belting
22193|Manufacture of rubber contraceptives
22194|Manufacture of rubber balloons
22199|Manufacture of other rubber products n.e.c.
22201|Manufacture of semi-finished of plastic products (plastic plates, sheets, blocks, film, foil, strip etc.)
22202|Manufacture of tableware, kitchenware and other household articles and toilet articles of plastic, including manufacture of vacuum flasks and other vacuum vessels
22203|Manufacture of plastic articles for the packing of goods (plastic bags, sacks, containers, boxes, cases, carboys, bottles etc.)
22204|Manufacture of bathing tubs, wash-basins, lavatory pans and covers, flushing cisterns and similar sanitary-ware of plastics
22205|Manufacture of travel goods of plastics (suitcase, vanity bags, holdalls and similar articles)
22206|Manufacture of spectacle frames of plastic
22207|Manufacture of moulded industrial accessories of plastics [including electrical insulating fittings of plastics]
22208|Manufacture of polymer/ synthetic / PVC water storage tanks
22209|Manufacture of other plastics products n.e.c.
23101|Manufacture of glass in primary or semi-manufactured forms (such as sheets & plate glass) including mirror sheets and wired, coloured, tinted, toughened or laminated glass
23102|Manufacture of glass fibre (including glass-wool) and yarn of glass fibre; nonwoven glass fabrics,mats, boards and similar non-woven products
23103|Manufacture of hollow glassware (bottles, jars etc.) for the conveyance or packing of goods
23104|Manufacture of laboratory or pharmaceutical glassware
23105|Manufacture of table or kitchen glassware
23106|Manufacture of glass bangles
23107|Manufacture of glass decoration pieces and glassware used in imitation jewellery
23109|Manufacture of other glassware/glass products: articles of glass used in construction such as glass blocks; clock or watch glasses, optical glass and optical glass elements not optically worked; and other glass products (including glass beads) n.e.c.
23911|Manufacture of refractory mortars, concretes etc.
23912|Manufacture of refractory bricks, blocks tiles and similar refractory ceramic constructional goods
23913|Manufacture of refractory ceramic products
23919|Manufacture of other refractory articles n.e.c.
23921|Manufacture of bricks
23922|Manufacture of non-refractory ceramic sanitary wares: sinks, baths, water-closet pans, flushing cistern etc.
23923|Manufacture of non-refractory ceramic pipes, conduits, guttering and pipe fittings
23929|Manufacture of other clay building materials
23931|Manufacture of articles of porcelain or china, earthenware, imitation porcelain or common pottery, including earthen statues
23932|Manufacture of ceramic tableware and other domestic or toilet articles
23933|Manufacture of statuettes and other ornamental ceramic articles
23934|Manufacture of electrical insulators and insulating fittings of ceramics
23935|Manufacture of ceramic laboratory, chemical and industrial products
23939|Manufacture of ceramic products n.e.c.
23941|Manufacture of clinkers and cement
23942|Manufacture of portland cement, aluminous cement, slag cement and similar hydraulic cement
23943|Manufacture of asbestos cement
23944|Manufacture of quicklime, slaked lime and hydraulic lime (excluding chewing lime)
23945|Manufacture of plasters of calcined gypsum or calcined sulphate
23949|Manufacture of other cement and plaster n.e.c.
23951|Manufacture of plaster statues and other plaster products
23952|Manufacture of articles of concrete, cement or artificial stone (tiles, bricks etc.)
23953|Manufacture of asbestos sheets
23954|Manufacture of R.C.C. bricks and blocks
23955|Manufacture of hume pipes and other pre-fabricated structural components of cement and/or concrete for building or civil engineering
23956|Manufacture of insulation boards of vegetable fibre, straw or wood waste, agglomerated with cement & other mineral binders.
23959|Manufacture of other cement and asbestos cement products n.e.c.
23960|Cutting, shaping and finishing of stone
23991|Manufacture of worked mica and mica products
23992|Manufacture of gypsum boards
23993|Manufacture of millstones, sharpening or polishing stones and natural or artificial abrasive products, including abrasive powder or grain on a base of textile material, paper, paper board or other material
23994|Manufacture of graphite products other than electrical articles
23999|Manufacture of other non-metallic mineral products n.e.c. (includes asbestos yarn and fabric, and articles of asbestos yarn and fabric such as clothing, headgear, footwear, cord, string, paper o felt; friction material with a basis of asbestos or other mineral substances or of cellulose including unmounted articles such as friction material; mineral insulating material (slag wool, rockwool and similar mineral wools, exfoliated vermiculite, expanded clays and similar insulating material); products of glass wool for heat-insulating; articles of asphalt or of similar material (e.g. coal tar pitch), gypsum and articles of other mineral substances)
24101|Manufacture of pig iron and spiegeleisen in pigs, blocks or other primary forms
24102|Manufacture of direct reduction of iron (sponge iron) and other spongy ferrous products
24103|Manufacture of steel in ingots or other primary forms, and other semi-finished products of steel
24104|Manufacture of ferro-alloys
24105|Manufacture of hot-rolled and cold-rolled products of steel
24106|Manufacture of tube and tube fittings of basic iron and steel
24107|Manufacture of railway track materials (unassembled rails) of steel
24108|Manufacture of wire of steel by cold drawing or stretching
24109|Manufacture of other basic iron and steel n.e.c
24201|Manufacture of Copper from ore, and other copper products and alloys
24202|Manufacture of Aluminium from alumina and by other methods and products of aluminium and alloys
24203|Manufacturing of lead, zinc and tin products and alloys
24204|Manufacturing of chrome, manganese and nickel products alloys
24205|Production and refining of precious metals (such as gold, silver platinum etc.) and alloys
24209|Manufacture of other non-ferrous metals n.e.c.
24311|Manufacture of tubes, pipes and hollow profiles and of tube or pipe fittings of cast-iron/cast-steel
24319|Manufacture of other iron and steel casting and products thereof
24320|Casting of non-ferrous metals
25111|Manufacture of doors, windows and their frames, shutters and rolling shutters, gates and similar articles used on buildings
25112|Manufacture of metal frameworks or skeletons for construction and parts thereof (towers, masts, trusses, bridges etc.)
25113|Manufacture of industrial frameworks in metal (frameworks for blast furnaces, lifting and handling equipment etc.)
25119|Manufacture of other structural metal products
25121|Manufacture of metal containers for compressed or liquefied gas
25122|Manufacture of metal reservoirs, tanks and similar containers
25123|Manufacture of central heating boilers and radiators and parts and accessories thereof
25129|Manufacture of other containers n.e.c.
25131|Manufacture of steam or other vapour generating boilers and hot water boilers other than central heating boilers
25132|Manufacture of nuclear reactors, except isotope separators
25133|Manufacture of auxiliary plant for use with steam generators (condensers, economizers, superheaters, steam collectors and accumulators)
25139|Manufacture of other steam generators (except central heating hot water boilers), n.e.c.
25200|Manufacture of weapons and ammunition
25910|Forging, pressing, stamping and roll-forming of metal; powder metallurgy
25920|Machining; treatment and coating of metals
25931|Manufacture of cutlery such as knives, forks, spoons, cleavers, choppers, razors, razor blades,scissors, hair clippers etc.
25932|Manufacture of hand tools (non-power-driven) for agricultural/horticulture/forestry
25933|Manufacture of hand tools such as pliers, screwdrivers, press tools, blacksmiths' tools, drills,punches, milling cutters etc.
25934|Manufacture of padlocks, locks, keys, hinges and the like, hardware for buildings, furniture, vehicles etc.
25939|Manufacture of general hardware (saws and saw-blades, including circular saw-blades and chainsaw blades, moulding boxes, vices, clamps etc.)
25991|Manufacture of metal fasteners (nails, rivets, tacks, pins, staples, washers and similar non-threaded products and nuts, bolts, screws and other threaded products)
25992|Manufacture of containers such as tins and cans for food products and boxes
25993|Manufacture of metal cable and other articles made of wire (except for electric transmission)
25994|Manufacture of metal household articles (plates, saucers, pots, kettles, saucepans, frying pans and other non-electrical utensils, small hand-operated kitchen appliances and accessories)
25995|Manufacture of metal sanitary ware such as baths, sinks, washbasins and similar articles
25996|Manufacture of reinforced safes, vaults, strong room doors, gates and metal goods for office use (other than office furniture) and other purposes
25999|Manufacture of other fabricated metal products n.e.c.
26101|Manufacture of electronic capacitors, resistors, chokes, coils, transformers (electronic) and similar components
26102|Manufacture of electron tubes, diodes, transistors and related discrete devices
26103|Manufacture of integrated circuits (analog, digital or hybrid)
26104|Manufacture of bare printed circuit boards, loading of components onto printed circuit boards; manufacture of interface cards (e.g. sound, video, controllers, network, modems)
26105|Manufacture of display components (plasma, polymer, LCD, LED)
26106|Manufacture of printer cables, monitor cables, USB cables, connectors etc.
26107|Manufacture of microprocessors
26109|Manufacture of other electronic components n.e.c
26201|Manufacture of desktop computers, laptop computers, hand-held computers (e.g. PDA),mainframe computers and computer servers
26202|Manufacture of magnetic and optical storage devices such as magnetic disk drives, flash drives, CD, DVD and other storage devices
26203|Manufacture of monitors, keyboards, all types of mice, joysticks, and trackball accessories, dedicated computer terminals etc.
26204|Manufacture of printers, scanners, including bar code scanners, smart card readers, virtual reality helmets, computer projectors (video beamers)
26205|Manufacture of computer terminals, like automatic teller machines (ATM's), point-of-sale (POS) terminals not mechanically operated
26209|Manufacture of computers and peripheral equipment n.e.c.
26301|Manufacture of radio and television studio and broadcasting equipment, including television cameras
26302|Manufacture of telephone and facsimile equipment, including telephone answering machines, PBX
26303|Manufacture of data communications equipment, such as bridges, routers, and gateways
26304|Manufacture of cable television equipment, transmitting and receiving antenna including dish, VSAT
26305|Manufacture of pagers, cellular phones and other mobile communication equipment
26309|Manufacture of other communication equipments n.e.c.
26401|Manufacture of televisions, television monitors and displays
26402|Manufacture video cassette recorders and duplicating equipment
26403|Manufacture of audio recording and duplicating systems
26404|Manufacture of radio receivers
26405|Manufacture of stereo equipment, speaker systems, amplifiers for musical instruments and public address systems, microphones, karaoke machines, headphones (e.g. radio, stereo, computer)
26406|Manufacture of CD and DVD players
26409|Manufacture of other electronic consumer goods n.e.c. (this includes non-television video camera)
26511|Manufacture of physical properties testing and inspection equipment
26512|Manufacture of automotive emissions testing equipment
26513|Manufacture of consumption meters for electricity, water or gas, flow meters and counting meters
26514|Manufacture of meteorological instruments
26515|Manufacture of radar equipment, GPS devices, search, detection, navigation, aeronautical and nautical equipment
26516|Manufacture of laboratory analytical instruments and miscellaneous laboratory apparatus for measuring and testing such as scales, balances, incubators etc.
26517|Manufacture of industrial process control equipment
26519|Manufacture of other measuring n.e.c.
26521|Manufacture of watches and clocks, including instrument panel clocks (except time-recording equipment)
26522|Manufacture of components for clocks and watches (springs, jewels, dials, hands, plates, bridges and other parts); watch and clock cases, including cases of precious metals
26523|Manufacture of time-recording equipments such as time-clock, parking meters etc.
26529|Manufacture of other watches and clocks n.e.c.
26600|Manufacture of irradiation, electromedical and electrotherapeutic equipment
26700|Manufacture of optical instruments and equipment
26800|Manufacture of magnetic and optical media
27101|Manufacture of power generators (except battery charging alternators for internal combustion engines), motor generator sets (except turbine generator set units)
27102|Manufacture of electric power distribution transformers, arc-welding transformers, fluorescent ballasts, transmission and distribution voltage regulators
27103|Manufacture of electric motors (except internal combustion engine starting motors)
27104|Manufacture of electricity distribution and control apparatus (electrical apparatus for switching or protecting electrical circuits (e.g. switches, fuses, voltage limiters, surge suppressors, junction boxes etc.) for a voltage exceeding 1000 volts; similar apparatus (including relays, sockets etc.) for a voltage not exceeding 1000 volts; boards, panels, consoles, cabinets and other bases equipped with two or more of the above apparatus for electricity control or distribution of electricity including power capacitors.)
27201|Manufacture of primary cells and primary batteries and rechargeable batteries, cells containing manganese oxide, mercuric oxide silver oxide or other material
27202|Manufacture of electric accumulator including parts thereof (separators, containers, covers)
27310|Manufacture of fibre optic cables for data transmission or live transmission of images
27320|Manufacture of other electronic and electric wires and cables (insulated wire and cable made of steel, copper, aluminium)
27331|Manufacture of switch, switch box, lamp holders, lugs etc.
27339|Manufacture of other wiring devices and fittings n.e.c.
27400|Manufacture of electric lighting equipment
27501|Manufacture of domestic electric appliances such as refrigerators, washing machines, vacuum cleaners, mixers, grinders etc.
27502|Manufacture of domestic electrothermic appliances such as electric water heaters, space heaters, irons, ovens, toasters, microwave ovens etc
27503|Manufacture of electric fans (except exhaust fans)
27504|Manufacture of domestic non-electric cooking and heating equipment such as non-electric space heaters, cooking ranges, grates, stoves, water heaters, cooking appliances, plate warmers
27509|Manufacture of other domestic appliances n.e.c.
27900|Manufacture of other electrical equipment
28110|Manufacture of engines and turbines, except aircraft, vehicle and cycle engines
28120|Manufacture of fluid power equipment
28131|Manufacture of hand pumps
28132|Manufacture of other pumps, compressors, taps and valves etc.
28140|Manufacture of bearings, gears, gearing and driving elements
28150|Manufacture of ovens, furnaces and furnace burners
28161|Manufacture of lifts, escalators and moving walkways
28162|Manufacture of other lifting and handling equipment and parts thereof
28170|Manufacture of office machinery and equipment
28180|Manufacture of power-driven hand tools
28191|Manufacture of refrigerating or freezing equipment f industrial use, including assemblies of major components
28192|Manufacture of air-conditioning machines, including motor vehicles air-conditioners
28193|Manufacture of fire extinguishers and other equipment for projecting, dispersing or spraying liquids or powders whether or not hand-operated, including sand blasting machines, stream cleaning machines etc.
28194|Manufacture of weighing machinery (other than sensitive laboratory balances)
28195|Manufacture of filtering and purifying machinery or apparatus for liquids and gases
28199|Manufacture of other general purpose machinery n.e.c. ( fans intended for industrial applications,exhaust hoods for commercial, laboratory or industrial use; calendering or other rolling machines other than for metals or glass; gaskets and similar joints made of a combination of materials or layers of the same material and other general purpose machinery including manufacture of parts and accessories for general purpose machinery and equipment.)
28211|Manufacture of tractors used in agriculture and forestry
28212|Manufacture of ploughs, manure spreaders, seeders, harrows and similar agricultural machinery for soil preparation, planting or fertilizing, harvesting or threshing machinery
28213|Manufacture of spraying machinery for agricultural use
28219|Manufacture of other agricultural and forestry machinery n.e.c.
28221|Manufacture of machine tools for turning, drilling, milling, shaping, planning, boring, grinding etc.
28222|Manufacture of electroplating machinery
28223|Manufacture of parts and accessories for the machine tools listed above
28229|Manufacture of metal-forming machinery and machine tools n.e.c
28230|Manufacture of machinery for metallurgy
28241|Manufacture of continuous-action elevators and conveyors for underground use
28242|Manufacture of boring, cutting, sinking and tunnelling machinery (whether or not for underground use)
28243|Manufacture of earth-moving machinery (bulldozers, angle-dozers, graders, scrapers, levellers,mechanical shovels, shovel loaders, off-road dumping trucks etc.)
28244|Manufacture of tracklaying tractors and tractors used in construction or mining
28245|Manufacture of concrete and mortar mixers, piledrivers and pile-extractors, mortar spreaders,bitumen spreaders, concrete surfacing machinery
28246|Manufacture of parts and accessories for machinery/equipment used by construction and mining industries
28249|Manufacture of other machinery for mining, quarrying and construction n.e.c.
28251|Manufacture of machinery for the dairy industry
28252|Manufacture of machinery for the grain milling industry
28253|Manufacture of presses, crushers etc. used to make wine, cider, fruit juices etc.
28254|Manufacture of machinery for the bakery industry or for making macaroni, noodles, pasta etc.
28255|Manufacture of machinery for the extraction or preparation of animal or vegetable fats or oils
28256|Manufacture of machinery for the preparation of tobacco and for the making of cigarettes or cigars, or for pipe or chewing tobacco or snuff
28259|Manufacture of other machinery for the industrial preparation or manufacture of food or drink n.e.c. (including tea or coffee making machines)
28261|Manufacture of machinery for preparation of textile fibers, spinning machines, machines for preparing textile yarns, weaving machines (looms), including hand looms, knitting machines
28262|Manufacture of textile printing machinery
28263|Manufacture of machinery for washing, bleaching, dyeing, dressing, finishing coating or impregnating textile fabrics, machines for reeling, unreeling, folding, cutting or pinking textile fabrics, and similar machinery for fabric processing
28264|Manufacture of ironing machines, commercial washing and drying machines, dry-cleaning machines and other laundry machinery
28265|Manufacture of sewing machines, sewing machine heads and sewing machine needles (whether or not for household use)
28266|Manufacture of machinery for preparing, tanning or working hides, skins or leather, machinery for making or repairing footwear or other articles of hides, skins, leather or fur skins
28269|Manufacture of other machinery for textiles, apparel and leather production n.e.c.
28291|Manufacture of machinery for making paper pulp, paper, paperboard and articles of paper board
28292|Manufacture of machinery for working soft rubber or plastics or for the manufacture of products of these materials
28293|Manufacture of printing and bookbinding machines and machines for activities supporting printing on a variety of materials (other than textiles)
28299|Manufacture of other special-purpose machinery n.e.c.
29101|Manufacture of passenger cars
29102|Manufacture of commercial vehicles such as vans, lorries, over-the-road tractors for semi-trailers etc.
29103|Manufacture of chassis fitted with engines for the motor vehicles included in this class
29104|Manufacture of motor vehicle engines
29109|Manufacture of motor vehicles n.e.c.
29201|Manufacture of bodies, including cabs for motor vehicles
29202|Manufacture of trailers and semi-trailers for transport of goods or passengers
29209|Manufacture of other attachments to motor vehicles n.e.c.
29301|Manufacture of diverse parts and accessories for motor vehicles such as brakes, gearboxes, axles,road wheels, suspension shock absorbers, radiators, silencers, exhaust pipes, catalysers, clutches, steering wheels, steering columns and steering boxes etc.
29302|Manufacture of parts and accessories of bodies for motor vehicles such as safety belts, airbags,doors, bumpers
29303|Manufacture of car seats
29304|Manufacture of motor vehicle electrical equipment, such as generators, alternators, spark plugs,ignition wiring harnesses, power window and door systems, assembly of purchased gauges into instrument panels, voltage regulators, etc.
30111|Building of commercial vessels: passenger vessels, ferry-boats, cargo ships, tankers, tugs, hovercraft (except recreation-type hovercraft) etc.
30112|Building of warships and scientific investigation ships etc.
30113|Building of fishing boats and fish-processing factory vessels
30114|Construction of floating or submersible drilling platforms
30115|Construction of floating structures ( floating docks, pontoons, coffer-dams, floating landing stages, buoys, floating tanks, barges, lighters, floating cranes, non-recreational inflatable rafts etc.)
30120|Building of pleasure and sporting boats
30201|Manufacture of electric, diesel, steam and other rail locomotives
30202|Manufacture of self-propelled railway or tramway coaches, vans and trucks, maintenance or service vehicles
30203|Manufacture of railway or tramway rolling stock, not self-propelled (passenger coaches, goods vans tank wagons, self-discharging vans and wagons, workshop vans, crane vans, tenders etc.
30204|Manufacture of specialized parts of railway or tramway locomotives or of rolling stock (bogies, axles and wheels, brakes and parts of brakes; hooks and coupling devices, buffers and buffer parts; shock absorbers; wagon and locomotive frames; bodies; corridor connections etc.)
30205|Manufacture of mechanical and electro-mechanical signalling safety and traffic control equipment for railways, tramways, inland waterways, roads, parking facilities, airfields etc.
30206|Manufacture of mining locomotives and mining rail cars
30301|Manufacture of airplanes
30302|Manufacture of helicopters
30303|Manufacture of gliders, hang-gliders, dirigibles and hot air balloons and other non-powered aircraft
30304|Manufacture of spacecraft and launch vehicles, satellites, planetary probes,orbital stations, shuttles, intercontinental ballistic (ICBM) and similar missiles
30305|Manufacture of parts and accessories of the aircraft and spacecraft of this class (major assemblies such as fuselages, wings, doors, control surfaces, landing gear, fuel tanks, nacelles, airscrews, helicopter rotors and propelled rotor blades, motors and engines of a kind typically found on aircraft, parts of turbojets and turbopropellers for aircraft, aircraft seats etc. and other specialised parts of spacecraft)
30400|Manufacture of weapons and ammunition
30911|Manufacture of motorcycles, scooters, mopeds etc. and their engine
30912|Manufacture of three-wheelers and their engine
30913|Manufacture of parts and accessories of three wheelers and motorcycles including side cars
30921|Manufacture of non-motorized bicycles and other cycles, including cycle-rickshaws, (delivery) tricycles, tandems, children's bicycles and tricycles, baby carriages
30922|Manufacture of invalid carriages with or without motor
30923|Manufacture of parts and accessories for bicycles, cycle -rickshaws and invalid carriages
30991|Manufacture of vehicles drawn by animals
30999|Manufacture of other transport equipments n.e.c. such as pushcarts, handcarts etc
31001|Manufacture of furniture made of wood
31002|Manufacture of furniture made of cane & reed
31003|Manufacture of furniture primarily of metal
31004|Manufacture of furniture primarily of plastic
31005|Manufacture of mattresses and pillows
31009|Manufacture of other furniture n.e.c.
32111|Manufacture of jewellery of gold, silver and other precious or base metal metal clad with precious metals or precious or semi-precious stones, or of combinations of precious metal and precious or semi-precious stones or of other materials
32112|Working of diamonds and other precious and semi-precious stones including the working of industrial quality stones and synthetic or reconstructed precious or semi-precious stones
32113|Production of worked pearls
32114|Manufacture of coins, including coins for use as legal tender, whether or not of precious metal
32119|Manufacture of other articles of gold, silver and other precious and semi precious metal and stone
32120|Manufacture of imitation jewellery and related articles
32201|Manufacture of stringed instruments (non-electronic)
32202|Manufacture of wind instruments, accordions, harmonium and similar instruments and mouth organs
32203|Manufacture of percussion musical instruments
32204|Manufacture of musical instruments, the sound of which is produced electronically
32209|Manufacture of other musical instruments n.e.c.
32300|Manufacture of sports goods
32401|Manufacture of dolls and toy animals
32402|Manufacture of wheeled toys designed to be ridden, including plastic bicycles and tricycles
32403|Manufacture of pin-tables, coin-operated games, billiards, special tables for casino games, etc.
32404|Manufacture of playing cards
32405|Manufacture of electronic games
32409|Manufacture of other games and toys n.e.c.
32501|Manufacture of dental fillings and cements (except denture adhesive or cement), dental wax and other dental plaster preparations; manufacture of dental laboratory furnaces, dental instruments, artificial teeth, bridges, etc., made in dental labs
32502|Manufacture of laboratory apparatus (laboratory ultrasonic cleaning machinery, laboratory sterilizers, laboratory type distilling apparatus, laboratory centrifuges etc.)
32503|Manufacture of medical, surgical, dental or veterinary furniture such as operating tables,examination tables, dentists' chairs etc.
32504|Manufacture of bone plates and screws, syringes, needles, catheters, cannulae, etc.
32505|Manufacture of measuring instruments such as thermometers etc.
32506|Manufacture of orthopedic and prosthetic devices
32507|Manufacture of ophthalmic goods, eyeglasses, sunglasses, lenses ground to prescription, contact lenses, safety goggles etc.
32509|Manufacture of other medical and dental instruments n.e.c.
32901|Manufacture of stationary articles such as pens and pencils of all kinds whether or not mechanical, pencil leads, date, sealing or numbering stamps, hand-operated devices for printing or embossing labels, hand printing sets, prepared typewriter ribbons and inked pads, globes etc.
32902|Manufacture of protective safety equipment (fire-resistant and protective safety clothing, linemen's safety belts and other belts for occupational use, cork life preservers, plastics hard hats and other personal safety equipment of plastics, fire-fighting protection suits, metal safety headgear and other metal personal safety devices, gas masks etc.)
32903|Manufacture of umbrellas, sun-umbrellas, walking sticks, seat-stick
32904|Manufacture of articles of personal use such as cigarette lighters, smoking pipes, combs, hair slides, scent sprays, vacuum flasks and other vacuum vessels for personal or household use, wigs, false beards, eyebrows etc.
32909|Manufacture of other articles n.e.c.
33111|Repair and maintenance of structural products
33112|Repair and maintenance of pipes and pipelines
33113|Repair and maintenance of metal tanks, reservoirs, containers, steel shipping drums etc.
33114|Repair and maintenance of steam or other vapour generators and auxiliary plant for use with steam generators such as condensers, economizers, superheaters, steam collectors and accumulators
33119|Repair and maintenance of other fabricated metal products
33121|Repair and maintenance of engines and turbines excluding aircraft, vehicle and cycle engines
33122|Repair and maintenance of pumps and related equipment, fluid power equipment, valves
33123|Repair and maintenance of metal cutting and metal forming machine tools and accessories, power-driven hand-tools and other machine tools
33124|Repair and maintenance of agricultural machinery and forestry and logging machinery including agricultural tractors
33125|Repair and maintenance of mining, construction, and oil and gas field machinery; metallurgy machinery
33126|Repair and maintenance of food, beverage, and tobacco processing machinery
33127|Repair and maintenance of textile apparel, leather production machinery and papermaking machinery
33129|Repair and maintenance of other special purpose machinery of division 28 (weighing equipment,vending machines, cash registers, photocopy machines, calculators, typewriters etc.)
33131|Repair and maintenance of measuring, testing, navigating and control equipment of group 265
33132|Repair and maintenance of irradiation, electromedical and electro theraputic equipmemts of class 2660
33133|Repair and maintenance of optical instruments and equipment of class 2670
33140|Repair of electrical equipment
33150|Repair of transport equipment, except motor vehicles
33190|Repair of other equipment
33200|Installation of industrial machinery and equipment
35101|Electric power generation by hydroelectric power plants
35102|Electric power generation by coal based thermal power plants
35103|Electric power generation by non-coal based thermal (e.g. diesel, gas )
35104|Electric power generation and transmission by nuclear power plants
35105|Electric power generation using solar energy
35106|Electric power generation using other non conventional sources
35107|Transmission of electric energy
35109|Collection and distribution of electric energy to households, industrial, commercial and other users n.e.c.
35201|Manufacture of gas
35202|Distribution and sale of gaseous fuels through mains
35301|Production, collection and distribution of steam and hot water for heating, power and other purposes
35302|Production and distribution of cooled air and chilled water for cooling purposes
35303|Production of ice, including ice for food and non-food (e.g. cooling) purposes
36000|Water collection, treatment and supply
37001|The operation and maintenance of sewer systems
37002|Collecting and transporting of human or industrial waste water or rain water by means of sewerage networks, collectors, tanks and other means of transport (sewage vehicles etc.)
37003|Treatment of waste water or sewer by means of physical, chemical or biological processes
38110|Collection of non-hazardous waste
38120|Collection of hazardous waste
38210|Treatment and disposal of non-hazardous waste
38221|Treatment and disposal of toxic live or dead animals and other, contaminated waste, disposal of used goods; incineration of hazardous waste
38222|Treatment, disposal and storage of radioactive nuclear waste
38300|Materials recovery
39000|Remediation activities and other waste management services
41001|Construction of buildings carried out on own-account basis or on a fee or contract basis
41002|Activities relating to alteration, addition, repair, maintenance carried out on own-account basis or on a fee or contract basis
41003|Assembly and erection of prefabricated constructions on the site
42101|Construction and maintenance of motorways, streets, roads, other vehicular and pedestrian ways, highways, bridges, tunnels and subways
42102|Construction and maintenance of railways and rail-bridges
42103|Construction and maintenance of airfield runways
42201|Construction and maintenance of power plants
42202|Construction/erection and maintenance of power, telecommunication and transmission lines
42203|Construction of long distance pipelines or urban pipelines
42204|Construction and maintenance of water main and line connection, water reservoirs including irrigation system (canal)
42205|Construction and repair of sewer systems including sewage disposal plants and pumping stations
42206|Water well drilling
42209|Construction of utility projects n.e.c.
42901|Construction and maintenance of industrial facilities such as refineries chemical plants etc.
42902|Construction of waterways, harbours and river works, dredging of waterways
42903|Construction of dams etc.
42904|Construction of outdoor sports facilities
42909|Other civil engineering projects n.e.c.
43110|Demolition
43121|Site preparation for mining including overburden removal and other development and preparation of mineral properties and sites except oil and gas sites
43122|Site preparation including drilling, boring and core sampling for construction, geophysical, geological or similar purposes
43123|Clearing of building sites, earth moving: excavation, landfill, levelling and grading of construction sites, trench digging, rock removal, blasting etc.
43129|Other site preparation activities n.e.c.
43211|Installation of electrical wiring and fittings
43212|Installation of telecommunications wiring, computer network and cable television wiring, including fibre optic, satellite dishes
43213|Installation of street lighting and electrical signals
43214|Installation of fire alarm system and burglar alarm system
43219|Other electrical installation n.e.c.
43221|Installation of plumbing for water, gas and sanitation equipments
43222|Installation of heating systems (electric, gas and oil), furnaces, cooling towers, non-electric solar energy collectors etc.
43229|Other plumbing, heat and air conditioning activities n.e.c.
43291|Installation of elevators, escalators
43292|Installation of thermal, sound or vibration insulation system in buildings
43299|Other construction projects n.e.c.
43301|Installation of doors, windows, door and window frames, fitted kitchens, of wood or other materials
43302|Interior completion such as ceilings, wooden wall coverings, movable partitions etc.; Laying of parquet and other wood floor coverings, carpets and linoleum, wallpaper; tiling with ceramic, concrete or cut stone ceramic etc.
43303|Interior and exterior painting, glazing, plastering and decorating of buildings or civil engineering structures
43309|Other building completion and finishing
43900|Other specialized construction activities
45101|Wholesale and retail sale of new vehicles (passenger motor vehicles, ambulances, minibuses, jeeps, trucks, trailers and semi-trailers)
45102|Wholesale and retail sale of used motor vehicles
45200|Maintenance and repair of motor vehicles
45300|Sale of motor vehicle parts and accessories
45401|Wholesale or retail sale of new motorcycles, mopeds, scooters and three wheelers
45402|Wholesale or retail sale of parts and accessories of motorcycles, mopeds, scooters and three wheelers
45403|Maintenance and repair of motor cycles, mopeds, scooters and three wheelers
46101|Activities of commission agents, brokers dealing in wholesale trade of agricultural raw material,live animals, food, beverages, intoxicants and textiles
46102|Activities of commission agents dealing in wholesale trade inwood, paper, skin, leather and fur,fuel, petroleum products, chemicals, perfumery and cosmetics, glass, minerals, ores and metals
46103|Activities of commission agents dealing in wholesale trade in machinery & equipment, other than transport machinery
46109|Activities of other commission agents n.e.c. (including commission agents working in emerging areas for wholesale trade
46201|Wholesale of cereals & pulses
46202|Wholesale of un-manufactured tobacco, paan (betel leaf), opium, ganja, cinchona etc
46203|Wholesale of live animals and poultry
46204|Wholesale of straw, fodder & other animal/poultry feed
46205|Wholesale of flowers and plants
46206|Wholesale of hides, skins and leather
46207|Wholesale of oilseed oleaginous fruits
46208|Wholesale of sugarcane
46209|Whole sale of other agriculture raw materials n.e.c.
46301|Wholesale of fruits & vegetables
46302|Wholesale of raw milk & dairy products
46303|Wholesale of meat, fish & eggs
46304|Wholesale of confectionery, bakery products and beverages other than intoxicants
46305|Wholesale of edible oils, fats, sugar and processed/manufactured spices etc.
46306|Wholesale of tea, coffee & cocoa
46307|Wholesale of manufactured tobacco & tobacco products
46308|Wholesale of intoxicants like wines and liquors
46309|Wholesale of other basic/manufactured food stuffs n.e.c.
46411|Wholesale of textiles, fabrics, yarn, household linen, articles of clothing, floor coverings and tapestry, sports clothes
46412|Wholesale of umbrella and clothing accessories
46413|Wholesale of footwear
46419|Wholesale of other clothing items n.e.c.
46491|Wholesale of toiletry, perfumery and cosmetics
46492|Wholesale of metal, porcelain and glass utensils; crockery and chinaware
46493|Wholesale of furniture and fixtures
46494|Wholesale of watches, clocks and optical goods
46495|Wholesale of recorded audio or video tapes, CDs and DVDs
46496|Wholesale of paper and other stationery items; books, magazines and newspapers
46497|Wholesale of pharmaceutical and medical goods
46498|Wholesale of precious metals and jewellery
46499|Wholesale of other households goods, n.e.c. [Includes wholesale of household equipment and appliances, n.e.c; photographic equipment, games, toys and sports goods (also includes bicycles, cycle rickshaw, tonga & other non-mechanised vehicles); leather goods and travel accessories; cleaning materials etc.]
46511|Wholesale of computers and computer peripheral equipment
46512|Wholesale of software
46521|Wholesale of electronic valves and tubes, semiconductor devices, microchips, integrated circuits and printed circuits
46522|Wholesale of radio, television and other consumer electronics including CD/DVD players and recorders
46523|Wholesale of blank audio and video tapes and diskettes, magnetic and optical disks (CDs, DVDs) and parts
46524|Wholesale of telephone, mobile phone and communications equipment and parts
46529|Wholesale of other electronic equipments and parts thereof
46531|Wholesale of tractors used in agriculture and forestry
46532|Wholesale of ploughs, manure spreaders, seeders, harvesters, threshers
46533|Wholesale of milking machines, poultry-keeping machines, bee-keeping machines
46539|Wholesale of other agriculture machinery n.e.c.
46591|Wholesale of office machinery and equipment, except computers and computer peripheral equipment
46592|Wholesale of transport equipment except motor vehicles, motorcycles and bicycles
46593|Wholesale of electrical machinery, equipment and supplies, n.e.c.
46594|Wholesale of construction and civil engineering machinery and equipment
46595|Wholesale of machinery and equipment for the textile, wood and metal industries etc.
46596|Wholesale of scientific, medical and surgical machinery and equipment
46599|Wholesale of other machinery, equipment and supplies n.e.c. including computer-controlled machine tools and computer-controlled sewing and knitting machines
46610|Wholesale of solid, liquid and gaseous fuels and related products
46620|Wholesale of metals and metal ores
46631|Wholesale of wood in the rough and products of primary processing of wood
46632|Wholesale of construction materials (sand, gravel etc.)
46633|Wholesale of hardware and sanitary fittings and fixtures and flat glass including tools such as hammers, saws, screwdrivers and other hand tools
46634|Wholesale of paints, varnishes, and lacquers
46639|Wholesale of other construction equipment n.e.c.
46691|Wholesale of industrial chemicals,
46692|Wholesale of fertilizers and agrochemical products
46693|Wholesale of plastic materials in primary forms
46694|Wholesale of rubber
46695|Wholesale of textile fibres etc.
46696|Wholesale of paper in bulk
46697|Wholesale of precious stones
46699|Wholesale of metal and non-metal waste and scrap n.e.c.
46901|Wholesale trade via e-commerce excluding activities of commission agents
46909|Other non-specialised wholesale trade n.e.c.
47110|Retail sale in non-specialized stores with food, beverages or tobacco predominating
47190|Other retail sale in non-specialized stores
47211|Retail sale of cereals and pulses, tea, coffee, spices and flour
47212|Retail sale of fresh or preserved fruit and vegetables
47213|Retail sale of meat, meat products, poultry products, fish, other seafood and products thereof
47214|Retail sale of bakery products, dairy products and eggs
47215|Retail sale of sugar confectionery and sweetmeat
47219|Retail sale of other food products n.e.c.
47221|Retail sale of alcoholic beverages not consumed on the spot
47222|Retail sale of non-alcoholic beverages including icecream not for consumption on the premises
47230|Retail sale of tobacco products in specialized stores
47300|Retail sale of automotive fuel in specialized stores [includes the activity of petrol filling stations.
47411|Retail sale of computers and computer peripherals
47412|Retail sale of video games
47413|Retail sale of non-customized software
47414|Retail sale of telecommunication equipment
47420|Retail sale of audio and video equipment in specialized stores
47510|Retail sale of textiles in specialized stores
47521|Retail sale of building material such as bricks, wood, sanitary equipment
47522|Retail sale of hardware including paints, varnishes and lacquers and do-it-yourself materials and equipments
47523|Retail sale of glass
47531|Retail sale of carpets, rugs, curtains and net curtains
47532|Retail sale of wallpaper and floor coverings
47591|Retail sale of household furniture
47592|Retail sale of household utensils and cutlery, crockery, glassware, china and pottery
47593|Retail sale of gas stoves, cooking/kitchen appliances
47594|Retail sale of refrigerators, washing machines and other electrical/electronic household goods
47595|Retail sale of musical instruments
47599|Retail sale of other household appliances n.e.c. ( security systems, such as locking devices, safes, and vaults, without installation or maintenance services etc., wooden, cork and wickerwork goods, sewing and knitting machine and other household utensils and durables n.e.c.)
47611|Retail sale of books of all kinds
47612|Retail sale of newspapers and magazines
47613|Retail sale of stationery office supplies such as pens, pencils, paper etc.
47620|Retail sale of music and video recordings in specialized stores
47630|Retail sale of sporting equipment in specialized stores
47640|Retail sale of games and toys in specialized stores
47711|Retail sale of readymade garments, hosiery goods, other articles of clothing and clothing accessories such as gloves, ties, braces etc.
47712|Retail sale of articles of fur and artificial fur
47713|Retail sale of footwear
47714|Retail sale of leather goods and travel accessories of leather and leather substitutes
47721|Retail sale of pharmaceuticals, medical and orthopedic goods and toilet articles
47722|Retail sale of perfumery and cosmetic articles
47731|Retail sale of photographic, optical and precision equipment
47732|Retail sale of watches and clocks
47733|Retail sale of jewellery and imitation jewellery
47734|Retail sale of flowers, plants, pet animals and pet food
47735|Retail sale of souvenirs, craftwork and religious articles, stamps and coins
47736|Retail sale of household fuel oil, bottled gas, coal and fuel wood
47737|Retail sale of seeds, fertilizers, pesticides, machinery equipments and hand tools
47738|Activities of commercial art galleries
47739|Other retail sale of new goods in specialized stores n.e.c (weapons and ammunition, non food products)
47740|Retail sale of second-hand goods
47810|Retail sale via stalls and markets of food, beverages and tobacco products
47820|Retail sale via stalls and markets of textiles, clothing and footwear
47890|Retail sale via stalls and markets of other goods
47911|Retail sale via mail order houses
47912|Retail sale via e-commerce
47990|Other retail sale not in stores, stalls or markets
49110|Passenger rail transport
49120|Freight rail transport
49211|Urban or suburban passenger bus transport (excluding chartered bus)
49212|Urban or suburban tramways
49213|Urban or suburban underground or elevated rillways
49219|Other urban or suburban passenger transport n.e.c.
49221|Long-distance bus services
49222|Charters, excursions and other occasional coach services
49223|Rental of private cars with driver
49224|Taxi operation
49225|Operation of school buses and buses for transport of employees
49226|Passenger transport by man- or animal-drawn vehicles
49229|Other non urban passenger land transport n.e.c.
49231|Motorised road freight transport
49232|Non-motorised road freight transport
49300|Transport via pipeline
50111|Sea and coastal ferry service
50112|Sea and coastal water cruise, water taxis and other sight seeing boats
50113|Sea and coastal long distance water transport
50119|Other sea and coastal water transport n.e.c.
50120|Sea and coastal freight water transport
50211|River ferry service
50212|River cruise, water taxi, boat services
50213|Long distance river water transport
50219|Other inland water transport n.e.c.
50220|Inland freight water transport
51101|Passenger airways
51102|Helicopter services
51109|Other passenger air-transport n.e.c
51201|Freight air transport services
51202|Launching of satellites and space vehicles and space transport
52101|Warehousing of refrigerated (cold storage)
52102|Warehousing non-refrigerated
52109|Storage and warehousing n.e.c.[Includes general merchandise warehouses and warehousing of furniture, automobiles, gas and oil, chemicals, textiles etc. Also included is storage of goods in foreign trade zones]
52211|Car parking including motorcycle and bicycle parking
52212|Support service at railway stations, bus stations, bridges etc.
52213|Switching and shunting
52219|Other land transport services n.e.c
52220|Service activities incidental to water transportation
52231|Activities related to air transport of passengers, animals or freight
52232|Firefighting and fire-prevention services at airports
52241|Cargo handling incidental to land transport
52242|Cargo handling incidental to water transport
52243|Cargo handling incidental to air transport
52291|Activities of travel agents and tour operators
52292|Activities of shipping cargo agents
52293|Activities of movers and packers
52294|Weighing of goods
53100|Postal activities
53200|Courier activities
55101|Hotels and Motels, inns, resorts providing short term lodging facilities; includes accommodation in house boats
55102|Provision of short term lodging facilities to members of a particular organisation such as govt.guest houses, company guest houses, circuit houses and similar establishments
55109|Provision of short stay accommodation n.e.c. (e.g. holiday homes, private guest houses etc.)
55200|Camping grounds, recreational vehicle parks and trailer parks
55901|Accommodation provided by student residences, school dormitories
55902|Worker hostels and boarding houses
56101|Restaurants without bars
56102|Cafeterias, fast-food restaurants and other food preparation in market stalls
56103|Ice cream mobile vendors, mobile food carts
56104|Restaurant and bar activities connected to transportation, when carried out by separate units
56210|Event catering
56291|Activities of food service contractors (e.g. for transportation companies)
56292|Operation of canteens or (e.g. for factories, offices, hospitals or schools) on a concession basis
56301|Bars and Restaurants with bars
56302|Tea/coffee shops
56303|Fruit juice bars
56304|Mobile beverage vendors
58111|Publishing of books, brochures, leaflets and similar publications, including publishing encyclopedias (including on CD-ROM)
58112|Publishing of atlases, maps and charts
58113|Publishing of audio books
58121|Publishing of mailing lists and telephone directories
58122|Publishing of other directories and compilations, such as case law, pharmaceutical compendia etc.
58131|Publishing of newspapers
58132|Publishing of journals and periodicals
58191|On-line publishing of statistics and other information
58199|Other publishing activities (including on-line) n.e.c.
58201|Publishing of operating systems and system software
58202|Publishing of operating business and other applications
58203|Publishing of computer games for all platforms
59111|Production of motion picture
59112|Video production
59113|Production of television programmes or television commercials
59121|Post production activities of motion picture
59122|Post production activities of television programmes or television commercials
59123|Post production activities of video production
59131|Motion picture distribution
59132|Distribution of video tapes, CD and DVDs
59133|Distribution of television programme
59141|Motion picture or video tape projection in cinemas, in the open air or in other projection facilities
59142|Activities of cine-clubs
59201|Activities of sound recording in studio or elsewhere
59202|Activities of music publishing
60100|Radio broadcasting
60200|Television programming and broadcasting activities
61101|Activities of basic telecom services: telephone, telex and telegraph (includes the activities of STD/ISD booths)
61102|Maintenance of telecom network
61103|Activities of the cable operators
61104|Activities of providing internet access by the operator of the wired infrastructure
61201|Activities of Internet access by the operator of the wireless infrastructure
61202|Activities of maintaining and operating paging, cellular and other telecommunication networks
61209|Activities of other wireless telecommunications activities
61301|Activity of Internet access by the operator of the satellite infrastructure
61309|Other satellite telecommunications activities
61900|Other telecommunications activities
62011|Writing, modifying, testing of computer program to meet the needs of a particular client excluding web-page designing
62012|Web-page designing
62013|Providing software support and maintenance to the clients
62020|Computer consultancy and computer facilities management activities
62091|Software installation
62092|Computer disaster recovery
62099|Other information technology and computer service activities n.e.c
63111|Data processing activities including report writing
63112|Web hosting activities
63113|Providing general time-share mainframe facilities to clients
63114|Providing data entry services
63119|Other data processing, hosting and related activities n.e.c.
63121|Operation of web sites that use a search engine to generate and maintain extensive databases of internet addresses and content in an easily searchable format
63122|Operation of other websites that act as portals to the Internet, such as media sites providing periodically updated content
63910|News agency activities
63991|Telephone based information services
63992|Activities of cyber cafe
63999|Other information service activities n.e.c.
64110|Central banking
64191|Monetary intermediation of commercial banks, saving banks. postal savings bank and discount houses
64192|Activities of specialized institutions granting credit for house purchases that also take deposits
64199|Other monetary intermediation services n.e.c.
64200|Activities of holding companies
64300|Trusts, funds and other financial vehicles
64910|Financial leasing
64920|Other credit granting
64990|Other financial service activities, except insurance and pension funding activities, n.e.c.
65110|Life insurance
65120|Non-life insurance
65200|Reinsurance
65300|Pension funding
66110|Administration of financial markets
66120|Security and commodity contracts brokerage
66190|Activities auxiliary to financial service activities n.e.c.
66210|Risk and damage evaluation
66220|Activities of insurance agents and brokers
66290|Other activities auxiliary to insurance and pension funding
66301|Management of mutual funds
66302|Management of pension funds
66309|Management of other investment funds
68100|Real estate activities with own or leased property
68200|Real estate activities on a fee or contract basis
69100|Legal activities
69201|Accounting, bookkeeping and auditing activities
69202|Tax consultancy
70100|Activities of head offices
70200|Management consultancy activities
71100|Architectural and engineering activities and related technical consultancy
71200|Technical testing and analysis
72100|Research and experimental development on natural sciences and engineering
72200|Research and experimental development on social sciences and humanities
73100|Advertising
73200|Market research and public opinion polling
74101|Fashion design related to textiles, wearing apparel, shoes, jewelry, furniture and other fashion goods as well as other personal or household goods
74102|Activities of interior decorators
74103|Services of graphic designers
74109|Other specialized design activities n.e.c.
74201|Commercial and consumer photograph production
74202|Photographic film processing
74203|Activities of photojournalists
74204|Microfilming of documents
74209|Other photographic activities
74901|Business brokerage activities
74902|Patent brokerage activities
74903|Weather forecasting activities
74904|Security consulting
74909|Other professional, scientific and technical activities n.e.c.
75000|Veterinary activities
77100|Renting and leasing of motor vehicles
77210|Renting and leasing of recreational and sports goods
77220|Renting of video tapes and disks
77291|Renting of tent, furniture, pottery and glass, kitchen and tableware, utensils, household electrical and electronic equipments etc.
77292|Renting of books, journals and magazines
77293|Renting of jewellery, musical instruments, scenery and costumes
77294|Renting of textiles, wearing apparel, footwear, sleeping bag, rucksack, household goods
77299|Renting of other personal and household goods n.e.c.
77301|Renting and operational leasing, without operator, of other machinery and equipment that are generally used as capital goods by industries
77302|Renting and operational leasing of agricultural and forestry machinery and equipment without operator
77303|Renting and operational leasing of construction and civil-engineering machinery and equipment without operator
77304|Renting and operational leasing of office machinery and equipment without operator
77305|Renting and operational leasing of land-transport equipment (other than motor vehicles) without drivers
77306|Renting and operational leasing of water-transport equipment without operator
77307|Renting and operational leasing of air transport equipment without operator
77308|Renting of other tangible goods with out operator (includes renting of containers, pallets, animals etc.)
77309|Renting and leasing of other machinery and equipment n.e.c. without operator
77400|Leasing of nonfinancial intangible assets
78100|Activities of employment placement agencies
78200|Temporary employment agency activities
78300|Human resources provision and management of human resources functions
79110|Travel agency activities
79120|Tour operator activities
79900|Other reservation service and related activities
80100|Private security activities
80200|Security systems service activities
80300|Investigation activities
81100|Combined facilities support activities
81210|General cleaning of buildings
81291|Cleaning of trains buses, planes etc.
81292|Cleaning of industrial machinery
81299|Other building and industrial cleaning activities
81300|Landscape care and maintenance service activities
82110|Combined office administrative service activities
82191|Photocopying, duplicating and blueprinting services
82192|Document preparation, typing, word processing and desktop publishing services
82199|Other specialised office support services activities
82200|Activities of call centres
82300|Organization of conventions and trade shows
82910|Activities of collection agencies and credit bureaus
82920|Packaging activities
82990|Other business support service activities n.e.c
84111|General public service activities relating to executive
84112|General public service activities relating to legislation
84119|General public service activities n.e.c.
84121|Regulatory agencies relating to health
84122|Regulatory agencies relating to education
84129|Regulatory agencies relating to other social services n.e.c. excluding social security
84130|Regulation of and contribution to more efficient operation of businesses
84210|Foreign affairs
84220|Defence activities
84230|Public order and safety activities
84300|Compulsory social security activities
85101|Pre-primary education (education preceding the first level)
85102|Primary education (education at the first level)
85103|Provision of literacy programmes for adults at primary level
85104|Special education for handicapped students at primary level
85109|Other primary education activities n.e.c.
85211|General school education in the first stage of the secondary level (up to X th standard) without any special subject pre-requisite
85212|General school education in the second stage of the secondary level (Senior/Higher secondary) giving, in principle, access to higher education
85213|Special education for handicapped students at first stage or second stage of secondary level
85221|Technical and vocational education below the level of higher education except for handicapped
85222|Technical and vocational education for handicapped students below the level of higher education
85223|Professional motor driving school
85301|Higher education in science, commerce, humanity and fine arts leading to a university degree or equivalent
85302|Higher education in engineering / other technical courses leading to a university degree or equivalent
85303|Higher education in medical/bio-technology and related courses leading to a university degree or equivalent
85304|Higher education in management courses leading to a degree or equivalent
85305|Higher education in law leading to a degree or equivalent
85306|Higher education in other professional/ vocational courses leading to a degree or equivalent
85307|Higher education not leading to a degree or equivalent
85410|Sports and recreation education
85420|Cultural education
85491|Academic tutoring services
85492|Professional examination review courses
85493|Flying school
85494|Motor driving school (non-professional)
85499|Other educational services n.e.c.
85500|Educational support services
86100|Hospital activities
86201|Medical practice activities
86202|Dental practice activities
86901|Activities of Ayurveda practitioners
86902|Activities of Unani practitioners
86903|Activities of homeopaths
86904|Activities of nurses, masseures, physiotherapists or other para-medical practitioners
86905|Activities of independent diagnostic/pathological laboratories
86906|Activities of independent blood banks
86909|Other human health activities n.e.c. (including independent ambulance activities)
87100|Nursing care facilities
87200|Residential care activities for mental retardation, mental health and substance abuse
87300|Residential care activities for the elderly and disabled
87900|Other residential care activities n.e.c.
88100|Social work activities without accommodation for the elderly and disabled
88900|Other social work activities without accommodation n.e.c.
90001|Stage production and related activities
90002|Operation of concert and theatre halls and other arts facilities
90003|Activities of sculptors, painters, cartoonists, engravers, etchers etc.
90004|Activities of individual writers, for all subjects including fictional writing, technical writing etc.
90005|Activities of independent journalists
90006|Activities of restoring of works of art such as paintings etc.
90009|Other creative arts and entertainment activities
91010|Library and archives activities
91020|Museums activities and operation of historical sites and buildings
91030|Botanical and zoological gardens and nature reserves activities
92001|Wholesale of lottery tickets
92002|Retail sale of lottery tickets
92009|Other gambling and betting activities
93110|Operation of sports facilities
93120|Activities of sports clubs
93190|Other sports activities
93210|Activities of amusement parks and theme parks
93290|Other amusement and recreation activities n.e.c.
94110|Activities of business and employers membership organisations
94120|Activities of professional membership organizations
94200|Activities of trade unions
94910|Activities of religious organizations
94920|Activities of political organizations
94990|Activities of other membership organizations n.e.c.
95111|Repair and maintenance of computer and peripheral equipment
95112|Repair and maintenance of automated terminals like automatic teller machines, point-of-sale (POS) terminals, not mechanically operated
95120|Repair of communication equipment
95210|Repair of consumer electronics
95221|Repair and servicing of household appliances ( refrigerators, stoves, washing machines, clothes dryers, room air conditioners, etc. )
95222|Repair and servicing of home and garden equipment such lawn mowers, edgers, trimmers etc.
95230|Repair of footwear and leather goods
95240|Repair of furniture and home furnishings
95291|Repair of bicycles
95292|Repair and alteration of clothing
95293|Repair and alteration of jewellery
95294|Repair of watches, clocks and their parts
95295|Repair of musical instruments
95299|Repair of other personal and household goods n.e.c.
96010|Washing and (dry-) cleaning of textile and fur products
96020|Hairdressing and other beauty treatment
96030|Funeral and related activities
96091|Social activities such as escort services, marriage bureaus
96092|Pet care services such as boarding, grooming and training pets etc.
96093|Shoe shiners, porters, valet car parkers etc.
96094|Coin-operated personal service machines such as photo booths, weighing machines, blood pressure checking machines etc.
96095|Activities of sauna and steam baths, massage salons etc.
96096|Astrological and spiritualists' activities
96097|Activities of aaya, dhai, governess, baby sitter etc.
96098|General household maintenance activities like grooming of the floor, dusting, cleaning of utensils etc.
97000|Activities of households as employers of domestic personnel
98100|Undifferentiated goods-producing activities of private households for own use
98200|Undifferentiated service-producing activities of private households for own use
99000|Activities of extraterritorial organizations and bodies`

export interface Nic2008Ref {
  code: string
  description: string
  division: string
}

export const NIC_2008: readonly Nic2008Ref[] = SUBCLASS_LINES.split('\n').map((line) => {
  const [code, description] = line.split('|')
  return { code, description, division: code.slice(0, 2) }
})

export const NIC_2008_BY_CODE: ReadonlyMap<string, Nic2008Ref> = new Map(NIC_2008.map((n) => [n.code, n]))

/**
 * Codes misprinted in MoSPI's NIC-2008 publications (the PDF or the workbook) and the sub-class they stand
 * for: the printed code does not address its own class (20203 sits in class 2030, 65020 in 6520, …).
 * Registry records copied from those printings may carry the left-hand code.
 */
export const NIC_2008_MISPRINTS: Readonly<Record<string, string>> = {
  '20203': '20303',
  '20313': '20213',
  '65020': '65200',
  '88230': '84230',
  '95494': '85494',
  '96903': '96093',
  '96904': '96094',
  '96905': '96095',
  '96906': '96096',
  '96907': '96097',
  '96908': '96098',
}
