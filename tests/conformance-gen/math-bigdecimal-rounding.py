# The statements of tests/conformance/math-bigdecimal-rounding/Main.smali (see exprcase.py).
from exprcase import *
st = []
modes = ["UP", "DOWN", "CEILING", "FLOOR", "HALF_UP", "HALF_DOWN", "HALF_EVEN", "UNNECESSARY"]
table = ["5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5", "0.5", "-0.05", "9.99"]
more = ["123.456", "-123.456", "9.95", "-9.95", "0.012345", "99.5", "1E+5", "12", "1.25E-7", "-0.000", "-999.5"]
def mc(p, m):
    return new(MC, I(p), rm(m))
st += [static(RM, 'values', [], '[' + RM), rm("HALF_EVEN").ordinal(ret='I', owner='Ljava/lang/Enum;'),
       static(RM, 'valueOf', [S("HALF_DOWN")], RM, params=[STR]), static(RM, 'valueOf', [S("NOPE")], RM, params=[STR]),
       static(RM, 'valueOf', [I(2)], RM), static(RM, 'valueOf', [I(8)], RM), static(RM, 'valueOf', [I(-1)], RM)]
for m in modes:
    for t in table:
        st.append(bd(t).setScale(I(0), rm(m)))
    for t in more:
        st.append(bd(t).round(mc(2, m)))
    st += [bd("2").divide(bd("3"), mc(3, m)), bd("-2").divide(bd("3"), I(3), rm(m)), bd("7").divide(bd("2"), I(0), rm(m)),
           bd("1").divide(bd("8"), mc(2, m)), bd("-1").divide(bd("8"), mc(2, m)), bd("1").divide(bd("8"), rm(m)),
           bd("123.455").setScale(I(2), rm(m)), bd("-123.455").setScale(I(2), rm(m)), bd("0.0051").setScale(I(2), rm(m)),
           bd("12345").setScale(I(-2), rm(m)), bd("1.5").multiply(bd("1.5"), mc(2, m)), bd("99.9").add(bd("0.06"), mc(3, m))]
mcs = [sget(MC, n, MC) for n in ("DECIMAL32", "DECIMAL64", "DECIMAL128", "UNLIMITED")] + [
    new(MC, I(3)), mc(5, "FLOOR"), mc(1, "UP")]
for c in mcs:
    st += [c, c.getPrecision(ret='I'), c.getRoundingMode(ret=RM), c.equals(new(MC, c.getPrecision(ret='I'), c.getRoundingMode(ret=RM)), ret='Z', params=[OBJ]),
           bd("1").divide(bd("3"), c), bd("2").divide(bd("3"), c), bd("10").divide(bd("4"), c), bd("1.000").divide(bd("1"), c),
           bd("100").divide(bd("4"), c), bd("0.00").divide(bd("7"), c), bd("-1E+10").divide(bd("7"), c), bd("1").divide(bd("0"), c),
           bd("123456789.987654321").add(bd("0.000000000123"), c), bd("1").subtract(bd("1E-40"), c),
           bd("3.14159265358979323846").multiply(bd("2.71828182845904523536"), c), bd("-98765.4321").round(c), bd("1.23456789").plus(c),
           bd("0.000").add(bd("12.3456789"), c), bd("123456789123").add(bd("0E-5"), c), bd("0E+2").add(bd("5"), c),
           bd("0").add(bd("0.00"), c), bd("0E-3").add(bd("-98765.4321"), c), new(BD, S("3.141592653589793238462643383279"), c)]
st += [mc(2, "UP").equals(mc(2, "DOWN"), ret='Z', params=[OBJ]), mc(2, "UP").equals(S("x"), ret='Z', params=[OBJ]),
       bd("2.5").setScale(I(0), sget_int(BD, 'ROUND_HALF_EVEN')), bd("1").divide(bd("3"), I(4), sget_int(BD, 'ROUND_UP')),
       bd("2.5").setScale(I(0), I(9)), bd("1").divide(bd("3"), I(4), I(-1)), bd("2.50").setScale(I(1)), bd("1.25").setScale(I(1)),
       bd("1.25").round(mc(2, "UNNECESSARY")), bd("1.20").round(mc(2, "UNNECESSARY")), new(MC, I(-1)), new(MC, I(3), NULL(RM)),
       bd("1").divide(bd("0"), I(2), rm("HALF_UP")), bd("0").divide(bd("0"), I(2), rm("HALF_UP")),
       bd("1").divide(bd("0"), rm("HALF_UP")), bd("12345678901234567890").divide(bd("0"), I(2), rm("HALF_UP")), bd("1").divide(bd("0"), I(30), rm("UP")),
       bd("123456789012345678").divide(bd("0.0"), I(2), rm("UP")), bd("1E+30").divide(bd("0"), I(-31), rm("UP")),
       bd("1").divide(bd("3"), NULL(MC)), bd("1").setScale(I(2), NULL(RM)),
       bd("1.5").setScale(I(4)), bd("-1.5E+3").setScale(I(-2), rm("HALF_UP")), bd("123.456").setScale(I(-5), rm("UP")),
       bd("123.456").setScale(I(-5), rm("HALF_UP")), bd("-0.0001").setScale(I(2), rm("CEILING")), bd("-0.0001").setScale(I(2), rm("FLOOR")),
       bd("9.9999").round(mc(3, "HALF_UP")), bd("-9.9999").round(mc(4, "UP")), bd("0.00009999").round(mc(1, "HALF_EVEN")),
       bd("1E+5").setScale(I(-2147483648), rm("DOWN")) if False else bd("5").setScale(I(-2147483647), rm("UP")),
       bd("5").setScale(I(-2147483647), rm("HALF_UP")), bd("5E-10").setScale(I(2147483647), rm("DOWN")),
       bd("1E+2147483647").setScale(I(0), rm("DOWN")),
       bd("1").divide(bd("3"), new(MC, I(100), rm("HALF_UP"))), bd("22").divide(bd("7"), new(MC, I(50), rm("DOWN")))]
extra = [new(BD, J(123456789), mc(4, "HALF_UP")), new(BD, I(-98765), mc(2, "FLOOR")), new(BD, D(0.1), mc(5, "HALF_EVEN")),
         new(BD, D(2.5), mc(1, "HALF_EVEN")), new(BD, bi("123456789012345678901234567890"), mc(10, "DOWN")),
         new(BD, bi("-123456789"), I(3), mc(4, "CEILING")), new(BD, J(5), mc(1, "UNNECESSARY")), new(BD, J(55), mc(1, "UNNECESSARY")),
         bd("-123.456").negate(mc(4, "UP")), bd("-123.456").abs(mc(2, "DOWN")), bd("9.99").negate(mc(2, "HALF_UP")),
         bd("32767.0").shortValueExact(ret='S'), bd("32768").shortValueExact(ret='S'), bd("-128").byteValueExact(ret='B'),
         bd("-129").byteValueExact(ret='B'), bd("1.5").byteValueExact(ret='B'), bd("2147483648").intValueExact(ret='I')]
st += extra
st += [bd("1.0001").pow(I(365), mc(20, "HALF_EVEN")), bd("2").pow(I(-3), mc(5, "HALF_UP")), bd("3").pow(I(-1), mc(10, "DOWN")),
       bd("1.1").pow(I(10), mc(3, "UP")), bd("0").pow(I(-2), mc(3, "UP")), bd("0").pow(I(2), mc(3, "UP")), bd("7").pow(I(0), mc(3, "UP")),
       bd("7.00").pow(I(0), mc(0, "UP")), bd("2").pow(I(-1), mc(0, "UP")), bd("2").pow(I(1000), mc(3, "UP")),
       bd("2").pow(I(100), mc(3, "UP")), bd("1.01").pow(I(-50), mc(8, "HALF_DOWN")), bd("-1.5").pow(I(3), mc(2, "HALF_EVEN")), bd("9.99").pow(I(99), mc(5, "HALF_UP")),
       bd("1.5").pow(I(1000000000), mc(5, "UP"))]
for x in ["2", "4", "0.04", "100", "1E+4", "1E+5", "0.0001", "12345.6789", "0", "0.000", "0E+3", "-4", "1.44", "144E-6", "2E-7", "99.9999"]:
    for p, m in [(10, "HALF_EVEN"), (3, "FLOOR"), (3, "CEILING"), (1, "UP"), (0, "HALF_UP"), (5, "UNNECESSARY")]:
        st.append(bd(x).sqrt(mc(p, m)))
st += [bd("2").sqrt(sget(MC, "DECIMAL128", MC)), bd("1E-1000").sqrt(sget(MC, "DECIMAL64", MC)), bd("9E+999").sqrt(mc(3, "DOWN")),
       bd("0.25").sqrt(mc(0, "DOWN")), bd("6.25E+10").sqrt(mc(0, "DOWN")), bd("2").sqrt(NULL(MC))]
for t in ["precision=7 roundingMode=HALF_EVEN", "precision=0 roundingMode=UP", "precision=-1 roundingMode=UP", "precision=7", "precision=x roundingMode=UP",
          "precision=7 roundingMode=NOPE", "precision=7  roundingMode=UP", "Precision=7 roundingMode=UP", "precision=12 roundingMode=UNNECESSARY", ""]:
    st.append(new(MC, S(t)))
st += [new(MC, NULL(STR, '(String) null')), new(MC, S("precision=3 roundingMode=FLOOR")).equals(mc(3, "FLOOR"), ret='Z', params=[OBJ]),
       bd("2").divide(bd("3"), new(MC, S("precision=4 roundingMode=CEILING")))]
generate(case_path('math-bigdecimal-rounding'), 'BigDecimal rounding: the eight RoundingModes on the table of the RoundingMode docs, setScale/round/divide/pow/sqrt with a scale or a MathContext, the MathContext constants and string form, and the ArithmeticExceptions of UNNECESSARY, zero divisors and bad modes.', st)
