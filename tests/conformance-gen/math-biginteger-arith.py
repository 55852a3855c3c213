# The statements of tests/conformance/math-biginteger-arith/Main.smali (see exprcase.py).
from exprcase import *

vals = ["0", "1", "2", "10", "123456789012345678901234567890", "-987654321098765432109876543210987",
        "-7", "7", "18446744073709551616", "-4294967296", "1000000007"]
st = []
def v(s):
    return bi(s)
for i, x in enumerate(vals[:8]):
    for j in (0, 3, 6):
        y = vals[(i + j) % len(vals)]
        st.append(v(x).add(v(y)))
        st.append(v(x).subtract(v(y)))
        st.append(v(x).multiply(v(y)))
        st.append(v(x).divide(v(y)))
        st.append(v(x).remainder(v(y)))
        st.append(v(x).mod(v(y)))
        st.append(v(x).divideAndRemainder(v(y), ret='[' + BI))
        st.append(v(x).gcd(v(y)))
        st.append(v(x).min(v(y)))
        st.append(v(x).max(v(y)))
        st.append(v(x).compareTo(v(y), ret='I'))
        st.append(v(x).equals(v(y), ret='Z', params=[OBJ]))
        st.append(v(x).modInverse(v(y)))
for x in vals[::2] + ["1", "-4294967296"]:
    st.append(v(x).signum(ret='I'))
    st.append(v(x).negate())
    st.append(v(x).abs())
    st.append(v(x).hashCode(ret='I'))
    st.append(v(x).intValue(ret='I'))
    st.append(v(x).longValue(ret='J'))
    st.append(v(x).doubleValue(ret='D'))
    st.append(v(x).floatValue(ret='F'))
    st.append(v(x).shortValue(ret='S'))
    st.append(v(x).byteValue(ret='B'))
    st.append(v(x).pow(I(3)))
    st.append(v(x).pow(I(0)))
    st.append(v(x).sqrt())
    st.append(v(x).intValueExact(ret='I'))
    st.append(v(x).longValueExact(ret='J'))
    st.append(v(x).isProbablePrime(I(50), ret='Z'))
m = "1000000007"
st += [
    v("3").modPow(v("1000000006"), v(m)),
    v("-12345").modPow(v("65537"), v(m)),
    v("2").modPow(v("-1"), v(m)),
    v("5").modPow(v("0"), v("1")),
    v("0").modPow(v("0"), v("7")),
    v("123456789").modPow(v("987654321"), v("18446744073709551557")),
    v("3").modPow(v("2"), v("0")),
    v("3").modPow(v("2"), v("-5")),
    v("4").modPow(v("-1"), v("8")),
    v("4").pow(I(-1)),
    v("-16").sqrt(),
    v("99999999999999999999999999999999999999").sqrt(),
    static(BI, 'valueOf', [J(-9223372036854775808)], BI),
    static(BI, 'valueOf', [J(9223372036854775807)], BI),
    static(BI, 'valueOf', [J(-1)], BI),
    sget(BI, 'TWO', BI).pow(I(200)),
    sget(BI, 'TWO', BI).pow(I(200)).doubleValue(ret='D'),
    sget(BI, 'TEN', BI).pow(I(400)).doubleValue(ret='D'),
    sget(BI, 'TEN', BI).pow(I(400)).negate().floatValue(ret='F'),
    sget(BI, 'TEN', BI).pow(I(30)).subtract(sget(BI, 'ONE', BI)).doubleValue(ret='D'),
    v("9007199254740993").doubleValue(ret='D'),
    v("9007199254740995").doubleValue(ret='D'),
    v("9007199254740993000000000000000000000000000001").doubleValue(ret='D'),
    v("16777217").floatValue(ret='F'),
    v("1000000000000").nextProbablePrime(),
    v("0").nextProbablePrime(),
    v("2").nextProbablePrime(),
    v("-2").nextProbablePrime(),
    v("2305843009213693951").isProbablePrime(I(100), ret='Z'),
    v("2305843009213693953").isProbablePrime(I(100), ret='Z'),
    v("-13").isProbablePrime(I(10), ret='Z'),
    v("1").isProbablePrime(I(10), ret='Z'),
    v("561").isProbablePrime(I(10), ret='Z'),
    v("15").isProbablePrime(I(0), ret='Z'),
    call(cast(v("5"), 'Ljava/lang/Comparable;'), 'compareTo', [v("6")], 'I', params=[OBJ], iface=True),
    v("5").equals(S("5"), ret='Z', params=[OBJ]),
    v("5").equals(NULL(OBJ), ret='Z', params=[OBJ]),
    v("5").add(NULL(BI)),
    v("-300").byteValue(ret='B', owner='Ljava/lang/Number;'),
    v("-2147483649").intValueExact(ret='I'),
    v("-2147483648").intValueExact(ret='I'),
    v("-9223372036854775809").longValueExact(ret='J'),
    v("32767").shortValueExact(ret='S'),
    v("32768").shortValueExact(ret='S'),
    v("-128").byteValueExact(ret='B'),
    v("128").byteValueExact(ret='B'),
]
SHORT['Ljava/util/Random;'] = 'java.util.Random'
rnd = lambda seed: new('Ljava/util/Random;', J(seed))
extra = [new(BI, I(100), rnd(42)), new(BI, I(7), rnd(1)), new(BI, I(0), rnd(1)), new(BI, I(64), rnd(123456789)),
         new(BI, I(-1), rnd(1)), v("99").sqrtAndRemainder(ret='[' + BI), v("-4").sqrtAndRemainder(ret='[' + BI)]
SHORT['Ljava/util/Random;'] = 'java.util.Random'
st += extra
generate(case_path('math-biginteger-arith'), 'BigInteger arithmetic: the four operations, mod/remainder/gcd, modPow/modInverse, powers and roots, conversions, primality, random draws, and their ArithmeticExceptions.', st)
