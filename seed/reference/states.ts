// States and UTs: GST code, CIN state code(s), RoC, Regional Director (GSR 832(E), 2015 layout),
// and real cities with the 3-digit PIN prefix of their head post office area.
// `weight` follows the RoC shares of registered companies (MCA open data, 2018).
export interface StateRef {
  name: string
  gst: string
  cin: string
  roc: string
  rd: string
  weight: number
  /** [city, 3-digit PIN prefix, CIN code override (RoC Pune / Coimbatore), RoC override] */
  cities: ReadonlyArray<readonly [string, string, string?, string?]>
}

const N = 'Regional Director (Northern Region), New Delhi'
const NW = 'Regional Director (North Western Region), Ahmedabad'
const E = 'Regional Director (Eastern Region), Kolkata'
const NE = 'Regional Director (North Eastern Region), Shillong'
const W = 'Regional Director (Western Region), Mumbai'
const SE = 'Regional Director (South East Region), Hyderabad'
const S = 'Regional Director (Southern Region), Chennai'

export const STATES: readonly StateRef[] = [
  { name: 'Jammu and Kashmir', gst: '01', cin: 'JK', roc: 'RoC-Jammu', rd: N, weight: 0.3, cities: [['Srinagar', '190'], ['Jammu', '180'], ['Anantnag', '192'], ['Baramulla', '193']] },
  { name: 'Himachal Pradesh', gst: '02', cin: 'HP', roc: 'RoC-Himachal Pradesh', rd: N, weight: 0.3, cities: [['Shimla', '171'], ['Solan', '173'], ['Mandi', '175'], ['Dharamshala', '176'], ['Baddi', '173']] },
  { name: 'Punjab', gst: '03', cin: 'PB', roc: 'RoC-Chandigarh', rd: N, weight: 1.6, cities: [['Ludhiana', '141'], ['Amritsar', '143'], ['Jalandhar', '144'], ['Patiala', '147'], ['Bathinda', '151'], ['Mohali', '160']] },
  { name: 'Chandigarh', gst: '04', cin: 'CH', roc: 'RoC-Chandigarh', rd: N, weight: 0.9, cities: [['Chandigarh', '160']] },
  { name: 'Uttarakhand', gst: '05', cin: 'UR', roc: 'RoC-Uttarakhand', rd: N, weight: 0.4, cities: [['Dehradun', '248'], ['Haridwar', '249'], ['Haldwani', '263'], ['Roorkee', '247'], ['Rudrapur', '263']] },
  { name: 'Haryana', gst: '06', cin: 'HR', roc: 'RoC-Delhi', rd: N, weight: 4.0, cities: [['Gurugram', '122'], ['Faridabad', '121'], ['Panipat', '132'], ['Ambala', '133'], ['Hisar', '125'], ['Karnal', '132'], ['Sonipat', '131'], ['Rohtak', '124']] },
  { name: 'Delhi', gst: '07', cin: 'DL', roc: 'RoC-Delhi', rd: N, weight: 16.4, cities: [['New Delhi', '110'], ['Delhi', '110']] },
  { name: 'Rajasthan', gst: '08', cin: 'RJ', roc: 'RoC-Jaipur', rd: NW, weight: 3.1, cities: [['Jaipur', '302'], ['Jodhpur', '342'], ['Udaipur', '313'], ['Kota', '324'], ['Ajmer', '305'], ['Bikaner', '334'], ['Bhilwara', '311']] },
  { name: 'Uttar Pradesh', gst: '09', cin: 'UP', roc: 'RoC-Kanpur', rd: N, weight: 5.3, cities: [['Lucknow', '226'], ['Kanpur', '208'], ['Noida', '201'], ['Ghaziabad', '201'], ['Agra', '282'], ['Varanasi', '221'], ['Meerut', '250'], ['Prayagraj', '211'], ['Bareilly', '243'], ['Aligarh', '202']] },
  { name: 'Bihar', gst: '10', cin: 'BR', roc: 'RoC-Patna', rd: E, weight: 1.6, cities: [['Patna', '800'], ['Gaya', '823'], ['Bhagalpur', '812'], ['Muzaffarpur', '842'], ['Darbhanga', '846']] },
  { name: 'Sikkim', gst: '11', cin: 'SK', roc: 'RoC-Shillong', rd: NE, weight: 0.05, cities: [['Gangtok', '737'], ['Namchi', '737']] },
  { name: 'Arunachal Pradesh', gst: '12', cin: 'AR', roc: 'RoC-Shillong', rd: NE, weight: 0.05, cities: [['Itanagar', '791'], ['Naharlagun', '791'], ['Pasighat', '791']] },
  { name: 'Nagaland', gst: '13', cin: 'NL', roc: 'RoC-Shillong', rd: NE, weight: 0.05, cities: [['Kohima', '797'], ['Dimapur', '797']] },
  { name: 'Manipur', gst: '14', cin: 'MN', roc: 'RoC-Shillong', rd: NE, weight: 0.05, cities: [['Imphal', '795'], ['Thoubal', '795']] },
  { name: 'Mizoram', gst: '15', cin: 'MZ', roc: 'RoC-Shillong', rd: NE, weight: 0.05, cities: [['Aizawl', '796'], ['Lunglei', '796']] },
  { name: 'Tripura', gst: '16', cin: 'TR', roc: 'RoC-Shillong', rd: NE, weight: 0.05, cities: [['Agartala', '799'], ['Udaipur (Tripura)', '799']] },
  { name: 'Meghalaya', gst: '17', cin: 'ML', roc: 'RoC-Shillong', rd: NE, weight: 0.1, cities: [['Shillong', '793'], ['Tura', '794']] },
  { name: 'Assam', gst: '18', cin: 'AS', roc: 'RoC-Shillong', rd: NE, weight: 0.5, cities: [['Guwahati', '781'], ['Dibrugarh', '786'], ['Silchar', '788'], ['Jorhat', '785'], ['Tezpur', '784']] },
  { name: 'West Bengal', gst: '19', cin: 'WB', roc: 'RoC-Kolkata', rd: E, weight: 11.2, cities: [['Kolkata', '700'], ['Howrah', '711'], ['Durgapur', '713'], ['Asansol', '713'], ['Siliguri', '734'], ['Kharagpur', '721']] },
  { name: 'Jharkhand', gst: '20', cin: 'JH', roc: 'RoC-Jharkhand', rd: E, weight: 0.7, cities: [['Ranchi', '834'], ['Jamshedpur', '831'], ['Dhanbad', '826'], ['Bokaro Steel City', '827']] },
  { name: 'Odisha', gst: '21', cin: 'OR', roc: 'RoC-Cuttack', rd: E, weight: 1.3, cities: [['Bhubaneswar', '751'], ['Cuttack', '753'], ['Rourkela', '769'], ['Sambalpur', '768'], ['Berhampur', '760']] },
  { name: 'Chhattisgarh', gst: '22', cin: 'CT', roc: 'RoC-Chhattisgarh', rd: NW, weight: 0.5, cities: [['Raipur', '492'], ['Bhilai', '490'], ['Bilaspur', '495'], ['Korba', '495']] },
  { name: 'Madhya Pradesh', gst: '23', cin: 'MP', roc: 'RoC-Gwalior', rd: NW, weight: 2.1, cities: [['Indore', '452'], ['Bhopal', '462'], ['Jabalpur', '482'], ['Gwalior', '474'], ['Ujjain', '456'], ['Sagar', '470']] },
  { name: 'Gujarat', gst: '24', cin: 'GJ', roc: 'RoC-Ahmedabad', rd: NW, weight: 5.4, cities: [['Ahmedabad', '380'], ['Surat', '395'], ['Vadodara', '390'], ['Rajkot', '360'], ['Gandhinagar', '382'], ['Bhavnagar', '364'], ['Jamnagar', '361']] },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', gst: '26', cin: 'DN', roc: 'RoC-Ahmedabad', rd: W, weight: 0.1, cities: [['Silvassa', '396'], ['Daman', '396'], ['Diu', '362']] },
  { name: 'Maharashtra', gst: '27', cin: 'MH', roc: 'RoC-Mumbai', rd: W, weight: 20.0, cities: [['Mumbai', '400'], ['Thane', '400'], ['Navi Mumbai', '400'], ['Nagpur', '440'], ['Nashik', '422'], ['Aurangabad', '431'], ['Pune', '411', 'PN', 'RoC-Pune'], ['Pimpri-Chinchwad', '411', 'PN', 'RoC-Pune'], ['Kolhapur', '416', 'PN', 'RoC-Pune'], ['Solapur', '413', 'PN', 'RoC-Pune']] },
  { name: 'Karnataka', gst: '29', cin: 'KA', roc: 'RoC-Bangalore', rd: SE, weight: 6.0, cities: [['Bengaluru', '560'], ['Mysuru', '570'], ['Mangaluru', '575'], ['Hubballi', '580'], ['Belagavi', '590'], ['Kalaburagi', '585']] },
  { name: 'Goa', gst: '30', cin: 'GA', roc: 'RoC-Goa', rd: W, weight: 0.5, cities: [['Panaji', '403'], ['Margao', '403'], ['Vasco da Gama', '403'], ['Mapusa', '403']] },
  { name: 'Lakshadweep', gst: '31', cin: 'LD', roc: 'RoC-Ernakulam', rd: S, weight: 0.01, cities: [['Kavaratti', '682']] },
  { name: 'Kerala', gst: '32', cin: 'KL', roc: 'RoC-Ernakulam', rd: S, weight: 2.7, cities: [['Kochi', '682'], ['Thiruvananthapuram', '695'], ['Kozhikode', '673'], ['Thrissur', '680'], ['Kollam', '691'], ['Kannur', '670']] },
  { name: 'Tamil Nadu', gst: '33', cin: 'TN', roc: 'RoC-Chennai', rd: S, weight: 7.7, cities: [['Chennai', '600'], ['Madurai', '625'], ['Tiruchirappalli', '620'], ['Salem', '636'], ['Vellore', '632'], ['Coimbatore', '641', 'TZ', 'RoC-Coimbatore'], ['Tiruppur', '641', 'TZ', 'RoC-Coimbatore'], ['Erode', '638', 'TZ', 'RoC-Coimbatore']] },
  { name: 'Puducherry', gst: '34', cin: 'PY', roc: 'RoC-Pondicherry', rd: S, weight: 0.2, cities: [['Puducherry', '605'], ['Karaikal', '609']] },
  { name: 'Andaman and Nicobar Islands', gst: '35', cin: 'AN', roc: 'RoC-Chennai', rd: S, weight: 0.02, cities: [['Port Blair', '744']] },
  { name: 'Telangana', gst: '36', cin: 'TG', roc: 'RoC-Hyderabad', rd: SE, weight: 5.5, cities: [['Hyderabad', '500'], ['Secunderabad', '500'], ['Warangal', '506'], ['Karimnagar', '505'], ['Nizamabad', '503']] },
  { name: 'Andhra Pradesh', gst: '37', cin: 'AP', roc: 'RoC-Vijayawada', rd: SE, weight: 1.6, cities: [['Visakhapatnam', '530'], ['Vijayawada', '520'], ['Guntur', '522'], ['Nellore', '524'], ['Tirupati', '517'], ['Kakinada', '533']] },
  { name: 'Ladakh', gst: '38', cin: 'LH', roc: 'RoC-Jammu', rd: N, weight: 0.01, cities: [['Leh', '194'], ['Kargil', '194']] },
]
