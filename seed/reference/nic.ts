// NIC 2008 (National Industrial Classification, MoSPI): sections, divisions and the 5-digit sub-classes
// the generator draws, with their sampling weights (lines `code|what it is drawn for|weight`); their
// descriptions are MoSPI's, from the whole list in ./nic-2008.ts.
import { NIC_2008_BY_CODE } from './nic-2008.ts'
export const NIC_SECTIONS: Record<string, string> = {
  A: 'Agriculture, forestry and fishing',
  B: 'Mining and quarrying',
  C: 'Manufacturing',
  D: 'Electricity, gas, steam and air conditioning supply',
  E: 'Water supply; sewerage, waste management and remediation activities',
  F: 'Construction',
  G: 'Wholesale and retail trade; repair of motor vehicles and motorcycles',
  H: 'Transportation and storage',
  I: 'Accommodation and Food service activities',
  J: 'Information and communication',
  K: 'Financial and insurance activities',
  L: 'Real estate activities',
  M: 'Professional, scientific and technical activities',
  N: 'Administrative and support service activities',
  O: 'Public administration and defence; compulsory social security',
  P: 'Education',
  Q: 'Human health and social work activities',
  R: 'Arts, entertainment and recreation',
  S: 'Other service activities',
  T: 'Activities of households as employers; undifferentiated goods- and services-producing activities of households for own use',
  U: 'Activities of extraterritorial organizations and bodies',
}

const DIVISION_LINES = `01|Crop and animal production, hunting and related service activities
02|Forestry and logging
03|Fishing and aquaculture
05|Mining of coal and lignite
06|Extraction of crude petroleum and natural gas
07|Mining of metal ores
08|Other mining and quarrying
09|Mining support service activities
10|Manufacture of food products
11|Manufacture of beverages
12|Manufacture of tobacco products
13|Manufacture of textiles
14|Manufacture of wearing apparel
15|Manufacture of leather and related products
16|Manufacture of wood and products of wood and cork, except furniture
17|Manufacture of paper and paper products
18|Printing and reproduction of recorded media
19|Manufacture of coke and refined petroleum products
20|Manufacture of chemicals and chemical products
21|Manufacture of pharmaceuticals, medicinal chemical and botanical products
22|Manufacture of rubber and plastics products
23|Manufacture of other non-metallic mineral products
24|Manufacture of basic metals
25|Manufacture of fabricated metal products, except machinery and equipment
26|Manufacture of computer, electronic and optical products
27|Manufacture of electrical equipment
28|Manufacture of machinery and equipment n.e.c.
29|Manufacture of motor vehicles, trailers and semi-trailers
30|Manufacture of other transport equipment
31|Manufacture of furniture
32|Other manufacturing
33|Repair and installation of machinery and equipment
35|Electricity, gas, steam and air conditioning supply
36|Water collection, treatment and supply
37|Sewerage
38|Waste collection, treatment and disposal activities; materials recovery
39|Remediation activities and other waste management services
41|Construction of buildings
42|Civil engineering
43|Specialized construction activities
45|Wholesale and retail trade and repair of motor vehicles and motorcycles
46|Wholesale trade, except of motor vehicles and motorcycles
47|Retail trade, except of motor vehicles and motorcycles
49|Land transport and transport via pipelines
50|Water transport
51|Air transport
52|Warehousing and support activities for transportation
53|Postal and courier activities
55|Accommodation
56|Food and beverage service activities
58|Publishing activities
59|Motion picture, video and television programme production, sound recording and music publishing activities
60|Broadcasting and programming activities
61|Telecommunications
62|Computer programming, consultancy and related activities
63|Information service activities
64|Financial service activities, except insurance and pension funding
65|Insurance, reinsurance and pension funding, except compulsory social security
66|Other financial activities
68|Real estate activities
69|Legal and accounting activities
70|Activities of head offices; management consultancy activities
71|Architecture and engineering activities; technical testing and analysis
72|Scientific research and development
73|Advertising and market research
74|Other professional, scientific and technical activities
75|Veterinary activities
77|Rental and leasing activities
78|Employment activities
79|Travel agency, tour operator and other reservation service activities
80|Security and investigation activities
81|Services to buildings and landscape activities
82|Office administrative, office support and other business support activities
84|Public administration and defence; compulsory social security
85|Education
86|Human health activities
87|Residential care activities
88|Social work activities without accommodation
90|Creative, arts and entertainment activities
91|Libraries, archives, museums and other cultural activities
92|Gambling and betting activities
93|Sports activities and amusement and recreation activities
94|Activities of membership organizations
95|Repair of computers and personal and household goods
96|Other personal service activities
97|Activities of households as employers of domestic personnel
98|Undifferentiated goods- and services-producing activities of private households for own use
99|Activities of extraterritorial organizations and bodies`

// code|description|weight
const SUBCLASS_LINES = `01111|Growing of wheat|2
01121|Growing of paddy|2
01132|Growing of vegetables|2
01251|Growing of fruits n.e.c.|1
01271|Growing of beverage crops (tea, coffee)|2
01411|Raising of cattle and buffaloes|1
01461|Raising of poultry|2
01611|Support activities for crop production|2
02101|Growing of timber forest species|1
03111|Marine fishing|1
03221|Inland aquaculture|1
05101|Mining of hard coal|1
06101|Production of crude petroleum|1
07100|Mining of iron ores|1
08106|Quarrying of stone, sand and clay|2
09101|Support activities for petroleum and natural gas extraction|1
10101|Processing and preserving of meat|1
10306|Manufacture of fruit and vegetable juices|1
10402|Manufacture of vegetable oils and fats|2
10504|Manufacture of ice cream|1
10505|Manufacture of dairy products n.e.c.|2
10611|Flour milling|2
10612|Rice milling|3
10712|Manufacture of biscuits, cakes and pastries|2
10721|Manufacture of sugar|1
10732|Manufacture of chocolate and sugar confectionery|1
10750|Manufacture of prepared meals and dishes|2
10792|Processing of tea|1
10799|Manufacture of other food products n.e.c.|3
11043|Manufacture of mineral water|1
11045|Manufacture of soft drinks|1
12002|Manufacture of bidi|1
13111|Preparation and spinning of cotton fibre|2
13121|Weaving of cotton fabrics|2
13131|Finishing of cotton textiles|1
13921|Manufacture of made-up textile articles|1
14101|Manufacture of all types of textile garments and clothing accessories|6
14105|Custom tailoring|1
15115|Finishing of leather|0.5
15121|Manufacture of travel goods and bags|0.5
15201|Manufacture of leather footwear|2
16101|Saw milling and planing of wood|1
16211|Manufacture of veneer sheets and plywood|1
17012|Manufacture of paper and paper board|1
17021|Manufacture of corrugated paper and paperboard|2
18111|Printing of newspapers|1
18119|Printing n.e.c.|2
19201|Production of liquid and gaseous fuels|1
20119|Manufacture of organic and inorganic chemical compounds n.e.c.|2
20121|Manufacture of urea and other organic fertilizers|1
20221|Manufacture of paints and varnishes|1
20231|Manufacture of soap and detergents|1
20236|Manufacture of cosmetics and toilet preparations|1
21001|Manufacture of medicinal substances used in the manufacture of pharmaceuticals|2
21002|Manufacture of allopathic pharmaceutical preparations|3
21003|Manufacture of ayurvedic or unani pharmaceutical preparations|2
22111|Manufacture of rubber tyres and tubes|1
22209|Manufacture of other plastics products n.e.c.|3
22203|Manufacture of plastic articles for the packing of goods|2
23921|Manufacture of bricks|1
23101|Manufacture of sheet and plate glass|0.5
23931|Manufacture of porcelain and earthenware|0.5
23941|Manufacture of clinker and cement|1
23952|Manufacture of articles of concrete and cement|1
24101|Manufacture of pig iron|1
24106|Manufacture of steel bars, rods and structurals|2
24205|Production and refining of precious metals|0.05
24319|Iron and steel castings|0.5
25111|Manufacture of doors, windows and their frames of metal|1
25910|Forging, pressing, stamping and roll-forming of metal|1
25920|Machining; treatment and coating of metals|2
25999|Manufacture of other fabricated metal products n.e.c.|3
26101|Manufacture of electronic components|1
26201|Manufacture of desktop computers, laptops and notebooks|1
26305|Manufacture of mobile telephones|1
26401|Manufacture of television receivers|1
27101|Manufacture of electric motors, generators and transformers|1
27201|Manufacture of batteries|1
27320|Manufacture of other electronic and electric wires and cables|1
27400|Manufacture of electric lighting equipment|1
27501|Manufacture of domestic electric appliances|2
28110|Manufacture of engines and turbines|1
28132|Manufacture of pumps|1
28191|Manufacture of refrigerating or freezing industrial equipment|1
28219|Manufacture of agricultural and forestry machinery|1
29101|Manufacture of passenger cars|1
29301|Manufacture of parts and accessories for motor vehicles|2
30911|Manufacture of motorcycles|1
30921|Manufacture of bicycles|0.5
31001|Manufacture of furniture made of wood|2
32111|Manufacture of jewellery of gold, silver and other precious metals|3
32112|Cutting and polishing of diamonds and precious stones|1
32401|Manufacture of dolls and toys|1
32501|Manufacture of medical and dental instruments|1
33121|Repair and maintenance of industrial machinery|2
35102|Electric power generation using coal|1
35105|Electric power generation using solar energy|2
35106|Electric power generation using wind energy|1
35107|Transmission of electric energy|1
36000|Water collection, treatment and supply|1
38210|Treatment and disposal of non-hazardous waste|1
38300|Materials recovery|1
41001|Construction of buildings carried out on own-account basis or on a fee or contract basis|8
42101|Construction and maintenance of motorways, streets, roads, bridges and tunnels|3
42201|Construction and maintenance of power plants|1
42204|Construction of pipelines and water works|1
43211|Electrical installation|2
43221|Plumbing and drainage installation|1
43301|Building completion and finishing|1
45101|Wholesale of motor vehicles|1
45200|Maintenance and repair of motor vehicles|2
45300|Sale of motor vehicle parts and accessories|2
45401|Sale of motorcycles and related parts|1
46101|Wholesale on a fee or contract basis (commission agents)|2
46201|Wholesale of rice, wheat and other cereals|2
46301|Wholesale of food and beverages|3
46411|Wholesale of textile fabrics|3
46497|Wholesale of pharmaceutical and medical goods|2
46511|Wholesale of computers, computer peripheral equipment and software|2
46529|Wholesale of electronic and telecommunications equipment and parts|2
46539|Wholesale of agricultural machinery, equipment and supplies|1
46610|Wholesale of solid, liquid and gaseous fuels|1
46620|Wholesale of metals and metal ores|2
46632|Wholesale of construction materials|2
46909|Other non-specialized wholesale trade|4
47110|Retail sale in non-specialized stores with food predominating|3
47190|Other retail sale in non-specialized stores|3
47211|Retail sale of cereals and pulses|1
47411|Retail sale of computers and peripheral units|1
47510|Retail sale of textiles|2
47721|Retail sale of pharmaceutical and medical goods|2
47733|Retail sale of jewellery|1
47912|Retail sale via e-commerce|4
49110|Passenger rail transport, inter-urban|0.02
49219|Other urban, suburban and inter-urban passenger transport by road|1
49231|Motorised road freight transport|4
50120|Sea and coastal freight water transport|1
51101|Scheduled domestic passenger air transport|0.02
52101|Warehousing of refrigerated (cold storage)|1
52109|Warehousing of other goods|2
52292|Activities of shipping cargo agents (clearing and forwarding)|2
53200|Courier activities|1
55101|Hotels and motels, inns, resorts providing short-term lodging|3
56101|Restaurants without bars|3
56210|Event catering|1
58111|Publishing of books|1
58201|Publishing of operating systems and system software|1
59111|Motion picture production|1
60200|Television programming and broadcasting activities|1
61101|Wired telecommunications activities|1
61202|Wireless telecommunications activities|1
61900|Other telecommunications activities|1
62011|Writing, modifying, testing of computer program to meet the needs of a particular client excluding web-page designing|10
62012|Web-page designing|3
62013|Providing software support and maintenance to the clients|3
62020|Computer consultancy and computer facilities management activities|5
62091|Software installation services|1
62099|Other information technology and computer service activities n.e.c.|6
63111|Data processing activities including report writing|2
63112|Web hosting activities|1
63122|Operation of web portals|2
64191|Monetary intermediation of commercial banks|1
64199|Other monetary intermediation services n.e.c.|1
64200|Activities of holding companies|2
64920|Other credit granting (non-banking finance companies)|3
64990|Other financial service activities, except insurance and pension funding activities, n.e.c.|3
65110|Life insurance|1
65120|Non-life insurance|1
66120|Security and commodity contracts brokerage|2
66190|Other activities auxiliary to financial service activities|2
66220|Activities of insurance agents and brokers|1
68100|Real estate activities with own or leased property|5
68200|Real estate activities on a fee or contract basis|3
69100|Legal activities|1
69201|Accounting, bookkeeping and auditing activities|2
69202|Tax consultancy|1
70100|Activities of head offices|1
70200|Management consultancy activities|5
71100|Architectural and engineering activities and related technical consultancy|3
71200|Technical testing and analysis|1
72100|Research and experimental development on natural sciences and engineering|1
73100|Advertising|2
73200|Market research and public opinion polling|1
74109|Specialized design activities|1
74909|Other professional, scientific and technical activities n.e.c.|4
75000|Veterinary activities|1
77100|Renting and leasing of motor vehicles|1
77309|Renting and leasing of other machinery, equipment and tangible goods|1
78100|Activities of employment placement agencies|2
78300|Other human resources provision|2
79110|Travel agency activities|2
79120|Tour operator activities|1
80100|Private security activities|1
81210|General cleaning of buildings|1
81299|Pest control and industrial cleaning|0.5
82110|Combined office administrative service activities|1
82200|Activities of call centres|1
82300|Organization of conventions and trade shows|1
82990|Other business support service activities n.e.c.|4
85101|Pre-primary education|1
85211|General school education|1
85301|Higher education|1
85491|Professional and vocational training|2
85500|Educational support activities|1
86100|Hospital activities|2
86201|Medical practice activities|1
86905|Diagnostic laboratory activities|1
87100|Residential nursing care activities|1
88900|Other social work activities without accommodation|1
90001|Creative, arts and entertainment activities|1
93110|Operation of sports facilities|1
93120|Activities of sports clubs|0.5
93290|Other amusement and recreation activities n.e.c.|1
94990|Activities of other membership organizations n.e.c.|1
95111|Repair of computers and peripheral equipment|1
96010|Laundry and dry cleaning|0.5
96020|Hairdressing and other beauty treatment|1
96091|Other personal service activities n.e.c.|2`

/** `code|text|…` lines as their fields. */
export const parse = (lines: string) => lines.split('\n').map((l) => l.split('|'))

export const NIC_DIVISIONS: Record<string, string> = Object.fromEntries(parse(DIVISION_LINES).map(([c, d]) => [c, d]))

/** A classification's section letter of a 2-digit division, from its [first, last division, letter] ranges. */
export const sectionFinder =
  (ranges: readonly (readonly [number, number, string])[]) =>
  (division: string): string => {
    const d = Number(division)
    return ranges.find(([a, b]) => d >= a && d <= b)![2]
  }

/** Section letter of a 2-digit division (NIC 2008 = ISIC Rev.4 ranges). */
export const sectionOf = sectionFinder([
  [1, 3, 'A'],
  [5, 9, 'B'],
  [10, 33, 'C'],
  [35, 35, 'D'],
  [36, 39, 'E'],
  [41, 43, 'F'],
  [45, 47, 'G'],
  [49, 53, 'H'],
  [55, 56, 'I'],
  [58, 63, 'J'],
  [64, 66, 'K'],
  [68, 68, 'L'],
  [69, 75, 'M'],
  [77, 82, 'N'],
  [84, 84, 'O'],
  [85, 85, 'P'],
  [86, 88, 'Q'],
  [90, 93, 'R'],
  [94, 96, 'S'],
  [97, 98, 'T'],
  [99, 99, 'U'],
])

export interface NicRef {
  code: string
  description: string
  division: string
  section: string
  weight: number
}

export const NIC_CODES: readonly NicRef[] = parse(SUBCLASS_LINES).map(([code, description, weight]) => ({
  code,
  // MoSPI's wording (./nic-2008.ts); the line's own text says what the generator draws the code for.
  description: NIC_2008_BY_CODE.get(code)?.description ?? description,
  division: code.slice(0, 2),
  section: sectionOf(code.slice(0, 2)),
  weight: Number(weight),
}))
