# The statements of tests/conformance/math-bigdecimal-arith/Main.smali (see exprcase.py).
from exprcase import *
st = []
def show(e):
    return e
texts = ["0", "-0", "0.00", "1", "-1.50", "123.4500", "1E+3", "1e-3", "-1.23E-10", "12345678901234567890.123456789",
         "0.000001", "0.0000001", "1E+10", "123E-2", "+.5", "5.", "-00012.3400", "1.5E+500", "0E+7", "0E-9", "2.50e+2",
         "-123456789012345678.9", "1234567890123456789",
         "", "-", ".", "+", "1.2.3", "abc", "1e", "1e+", "1e5.5", "1x", "1-", "+-1", "12345678901234567890x",
         "1234567890123456789.0.1", "1e99999999999", "1e0000000000005", "1e-2147483649", "1e2147483648",
         " 1", "1_000", "1E+2147483647E1", "1234567890123456789e1x"]
for t in texts:
    st += [bd(t), bd(t).unscaledValue(ret=BI), bd(t).scale(ret='I'), bd(t).toPlainString(ret=STR),
           bd(t).toEngineeringString(ret=STR), bd(t).precision(ret='I')]
vals = ["0", "1", "-2.5", "3", "0.1", "1.00", "-7E+2", "123.456", "8", "0.000"]
for i, x in enumerate(vals):
    for j in (0, 5, 7):
        y = vals[(i + j) % len(vals)]
        st += [bd(x).add(bd(y)), bd(x).subtract(bd(y)), bd(x).multiply(bd(y)), bd(x).divide(bd(y)),
               bd(x).compareTo(bd(y), ret='I'), bd(x).equals(bd(y), ret='Z', params=[OBJ]), bd(x).min(bd(y)), bd(x).max(bd(y)),
               bd(x).divideToIntegralValue(bd(y)), bd(x).remainder(bd(y)), bd(x).divideAndRemainder(bd(y), ret='[' + BD)]
st += [bd("1").divide(bd("32")), bd("100").divide(bd("4")), bd("1.000").divide(bd("8")), bd("6E+3").divide(bd("2")),
       bd("0.00").divide(bd("5")), bd("1").divide(bd("3")), bd("1").divide(bd("0")), bd("0.0").divide(bd("0")),
       bd("12345678901234567890").divide(bd("0.0005")), bd("-1E-10").divide(bd("1024")),
       bd("7.5").divideToIntegralValue(bd("0.2")), bd("-7.5").remainder(bd("0.2")), bd("1E+5").divideToIntegralValue(bd("3")),
       bd("1E+5").divideToIntegralValue(bd("1E+2")), bd("12345.678").divideToIntegralValue(bd("1E+2")),
       bd("5").divideToIntegralValue(bd("0")), bd("5").remainder(bd("0"))]
for d in [0.1, 1.0, 100.0, -2.5, 1e-5, 123456789.125, 1e20, 0.0, -0.0, 3.0e-320, 1.7976931348623157e308, 1e23, 0.001]:
    st += [new(BD, D(d)), static(BD, 'valueOf', [D(d)], BD)]
st += [new(BD, D(float('nan'), 'Double.NaN')), new(BD, D(float('inf'), 'Double.POSITIVE_INFINITY')),
       static(BD, 'valueOf', [D(float('nan'), 'Double.NaN')], BD),
       static(BD, 'valueOf', [J(12345), I(3)], BD), static(BD, 'valueOf', [J(12345), I(-3)], BD), static(BD, 'valueOf', [J(-5)], BD),
       new(BD, I(42)), new(BD, J(-9000000000)), new(BD, bi("12345"), I(7)), new(BD, bi("-12345")), new(BD, NULL(BI), I(1)),
       new(BD, NULL(STR, '(String) null'))]
more = ["123.4500", "-0.000123", "1E+5", "0.00", "12345678901234567890.98765", "-9.99", "2.5E-400", "-2147483648.7", "9223372036854775807.5", "-1E+19"]
for x in more:
    st += [bd(x).signum(ret='I'), bd(x).negate(), bd(x).abs(), bd(x).stripTrailingZeros(), bd(x).hashCode(ret='I'), bd(x).ulp(),
           bd(x).movePointLeft(I(2)), bd(x).movePointRight(I(2)), bd(x).movePointRight(I(9)), bd(x).movePointLeft(I(-3)),
           bd(x).scaleByPowerOfTen(I(3)), bd(x).intValue(ret='I'), bd(x).longValue(ret='J'), bd(x).doubleValue(ret='D'),
           bd(x).floatValue(ret='F'), bd(x).toBigInteger(ret=BI), bd(x).pow(I(2)), bd(x).pow(I(0)),
           bd(x).longValueExact(ret='J'), bd(x).intValueExact(ret='I'), bd(x).toBigIntegerExact(ret=BI),
           bd(x).shortValue(ret='S', owner='Ljava/lang/Number;')]
st += [bd("2.0").equals(bd("2.00"), ret='Z', params=[OBJ]), bd("2.0").compareTo(bd("2.00"), ret='I'),
       bd("2.0").equals(S("2.0"), ret='Z', params=[OBJ]), bd("2.0").hashCode(ret='I'), bd("2.00").hashCode(ret='I'),
       call(cast(bd("1"), 'Ljava/lang/Comparable;'), 'compareTo', [bd("0.5")], 'I', params=[OBJ], iface=True),
       bd("0E+3").add(bd("0.00")), bd("0E+3").multiply(bd("1.5")), bd("0").stripTrailingZeros(), bd("0.000").stripTrailingZeros(),
       bd("0.000").toPlainString(ret=STR), bd("0E+3").toPlainString(ret=STR), bd("0E-10").toEngineeringString(ret=STR),
       bd("0E+4").toEngineeringString(ret=STR), bd("0E+5").toEngineeringString(ret=STR), bd("123E+10").toEngineeringString(ret=STR),
       bd("-1.2E-8").toEngineeringString(ret=STR), bd("2").pow(I(-1)), bd("1.1").pow(I(20)), bd("1").add(NULL(BD)),
       sget(BD, 'ZERO', BD), sget(BD, 'ONE', BD), sget(BD, 'TEN', BD), sget(BD, 'TEN', BD).scale(ret='I'),
       bd("1E-2147483648").movePointLeft(I(1)), bd("1E+2147483647").scaleByPowerOfTen(I(1)),
       bd("1E-2147483647").multiply(bd("1E-2")), bd("1e2147483647").scale(ret="I"), bd("1e2147483647").intValue(ret="I"),
       bd("1e2147483647").longValue(ret="J"), bd("-1E+63").longValue(ret="J"), bd("1E+2147483647").movePointLeft(I(-1)),
       bd("1E+2147483647").setScale(I(2147483647)) if False else bd("5E-2147483647").movePointRight(I(-2)), bd("1.5").pow(I(1000000000)),
       bd("1E+1000000000").pow(I(3)), bd("0E+1000000000").pow(I(3)), bd("0E+3").scaleByPowerOfTen(I(2147483647))]
def mc(p, m):
    return new(MC, I(p), sget(RM, m, RM))
for x, y in [("7.5", "0.2"), ("-7.5", "0.2"), ("1E+5", "3"), ("12345.678", "1E+2"), ("123456789", "0.01"), ("0.5", "3"),
             ("100", "7.00"), ("1E+10", "1E-3"), ("5", "0"), ("0", "0"), ("-98765.4321", "-12.5"), ("1234.5", "0.5")]:
    for p in (2, 5, 9, 0):
        st.append(bd(x).divideToIntegralValue(bd(y), mc(p, "HALF_UP")))
        st.append(bd(x).remainder(bd(y), mc(p, "HALF_UP")))
        st.append(bd(x).divideAndRemainder(bd(y), mc(p, "UP"), ret='[' + BD))
st += [new(BD, CHARS("x123.45y"), I(1), I(6)), new(BD, CHARS("x123.45y"), I(1), I(7)), new(BD, CHARS("-1.5E+3")),
       new(BD, CHARS("99.995"), mc(4, "HALF_UP")), new(BD, CHARS("x99.995"), I(1), I(6), mc(3, "DOWN")),
       new(BD, CHARS("123"), I(2), I(2)), new(BD, CHARS("123"), I(-1), I(2)), new(BD, CHARS("123"), I(1), I(0)),
       new(BD, CHARS("123"), I(3), I(0)), new(BD, CHARS(""), I(0), I(0)), new(BD, CHARS("5"), I(0), I(0)), new(BD, CHARS("12"), I(1), I(-1)),
       new(BD, NULL('[C', '(char[]) null'))]
generate(case_path('math-bigdecimal-arith'), 'BigDecimal values: parsing with the JDK\'s NumberFormatException messages, the three string forms, exact arithmetic with its preferred scales, division, integral quotients and remainders, conversions and scale moves.', st)
