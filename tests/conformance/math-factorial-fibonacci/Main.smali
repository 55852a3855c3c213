.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# A sanity program over java.math: 100!, Fibonacci numbers and their gcd, the digit sum
# of 2^1000, sqrt(2) by Newton's method and e by its series at fixed precisions, and a
# price rounded to cents.

# static BigInteger factorial(int n): 2 * 3 * ... * n
.method static factorial(I)Ljava/math/BigInteger;
    .registers 5
    sget-object v0, Ljava/math/BigInteger;->ONE:Ljava/math/BigInteger;
    const/4 v1, 2
    :loop
    if-gt v1, p0, :done
    int-to-long v2, v1
    invoke-static {v2, v3}, Ljava/math/BigInteger;->valueOf(J)Ljava/math/BigInteger;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/math/BigInteger;->multiply(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v0
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    return-object v0
.end method

# static BigInteger fib(int n): F(0) = 0, F(1) = 1
.method static fib(I)Ljava/math/BigInteger;
    .registers 5
    sget-object v0, Ljava/math/BigInteger;->ZERO:Ljava/math/BigInteger;
    sget-object v1, Ljava/math/BigInteger;->ONE:Ljava/math/BigInteger;
    const/4 v2, 0
    :loop
    if-ge v2, p0, :done
    invoke-virtual {v0, v1}, Ljava/math/BigInteger;->add(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v3
    move-object v0, v1
    move-object v1, v3
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    return-object v0
.end method

# static int digitSum(BigInteger v): the sum of the decimal digits of v's toString()
.method static digitSum(Ljava/math/BigInteger;)I
    .registers 6
    invoke-virtual {p0}, Ljava/math/BigInteger;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/String;->length()I
    move-result v1
    const/4 v2, 0
    const/4 v3, 0
    :loop
    if-ge v3, v1, :done
    invoke-virtual {v0, v3}, Ljava/lang/String;->charAt(I)C
    move-result v4
    add-int/lit8 v4, v4, -48
    add-int/2addr v2, v4
    add-int/lit8 v3, v3, 1
    goto :loop
    :done
    return v2
.end method

# static BigDecimal sqrt2(): x = (x + 2/x) / 2 ten times from 1, at 60 digits
.method static sqrt2()Ljava/math/BigDecimal;
    .registers 6
    new-instance v0, Ljava/math/MathContext;
    const/16 v1, 60
    sget-object v2, Ljava/math/RoundingMode;->HALF_EVEN:Ljava/math/RoundingMode;
    invoke-direct {v0, v1, v2}, Ljava/math/MathContext;-><init>(ILjava/math/RoundingMode;)V
    const-wide/16 v1, 2
    invoke-static {v1, v2}, Ljava/math/BigDecimal;->valueOf(J)Ljava/math/BigDecimal;
    move-result-object v1
    sget-object v2, Ljava/math/BigDecimal;->ONE:Ljava/math/BigDecimal;
    const/4 v3, 0
    :loop
    const/16 v4, 10
    if-ge v3, v4, :done
    invoke-virtual {v1, v2, v0}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual {v2, v4}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual {v4, v1, v0}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v2
    add-int/lit8 v3, v3, 1
    goto :loop
    :done
    return-object v2
.end method

# static BigDecimal e(): 1 + 1/1! + 1/2! + ... + 1/39!, every step at 40 digits
.method static e()Ljava/math/BigDecimal;
    .registers 7
    new-instance v0, Ljava/math/MathContext;
    const/16 v1, 40
    invoke-direct {v0, v1}, Ljava/math/MathContext;-><init>(I)V
    sget-object v1, Ljava/math/BigDecimal;->ONE:Ljava/math/BigDecimal;
    sget-object v2, Ljava/math/BigDecimal;->ONE:Ljava/math/BigDecimal;
    const/4 v3, 1
    :loop
    const/16 v4, 40
    if-ge v3, v4, :done
    int-to-long v4, v3
    invoke-static {v4, v5}, Ljava/math/BigDecimal;->valueOf(J)Ljava/math/BigDecimal;
    move-result-object v4
    invoke-virtual {v2, v4, v0}, Ljava/math/BigDecimal;->divide(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v2
    invoke-virtual {v1, v2, v0}, Ljava/math/BigDecimal;->add(Ljava/math/BigDecimal;Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v1
    add-int/lit8 v3, v3, 1
    goto :loop
    :done
    return-object v1
.end method

# static void show(String label, Object value): System.out.println(label + value)
.method static show(Ljava/lang/String;Ljava/lang/Object;)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 8
    .line 10
    const/16 v0, 100
    invoke-static {v0}, LMain;->factorial(I)Ljava/math/BigInteger;
    move-result-object v0
    const-string v1, "100! = "
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/math/BigInteger;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/String;->length()I
    move-result v1
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    const-string v2, "digits of 100! = "
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/math/BigInteger;->getLowestSetBit()I
    move-result v1
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    const-string v2, "factors of 2 in 100! = "
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/16 v1, 98
    invoke-static {v1}, LMain;->factorial(I)Ljava/math/BigInteger;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/math/BigInteger;->divide(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v1
    const-string v2, "100!/98! = "
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V

    .line 20
    sget-object v0, Ljava/math/BigInteger;->TWO:Ljava/math/BigInteger;
    const/16 v1, 1000
    invoke-virtual {v0, v1}, Ljava/math/BigInteger;->pow(I)Ljava/math/BigInteger;
    move-result-object v0
    invoke-static {v0}, LMain;->digitSum(Ljava/math/BigInteger;)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    const-string v1, "digit sum of 2^1000 = "
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V

    .line 30
    const/16 v0, 300
    invoke-static {v0}, LMain;->fib(I)Ljava/math/BigInteger;
    move-result-object v0
    const-string v1, "fib(300) = "
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/16 v1, 200
    invoke-static {v1}, LMain;->fib(I)Ljava/math/BigInteger;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/math/BigInteger;->gcd(Ljava/math/BigInteger;)Ljava/math/BigInteger;
    move-result-object v1
    const-string v2, "gcd(fib(300), fib(200)) = "
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/16 v1, 100
    invoke-static {v1}, LMain;->fib(I)Ljava/math/BigInteger;
    move-result-object v1
    const-string v2, "fib(100) = "
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/16 v1, 83
    invoke-static {v1}, LMain;->fib(I)Ljava/math/BigInteger;
    move-result-object v1
    const/16 v2, 50
    invoke-virtual {v1, v2}, Ljava/math/BigInteger;->isProbablePrime(I)Z
    move-result v1
    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v1
    const-string v2, "fib(83) prime? "
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V

    .line 40
    invoke-static {}, LMain;->sqrt2()Ljava/math/BigDecimal;
    move-result-object v0
    const-string v1, "sqrt(2) = "
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0, v0}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v0
    new-instance v1, Ljava/math/MathContext;
    const/16 v2, 50
    invoke-direct {v1, v2}, Ljava/math/MathContext;-><init>(I)V
    invoke-virtual {v0, v1}, Ljava/math/BigDecimal;->round(Ljava/math/MathContext;)Ljava/math/BigDecimal;
    move-result-object v0
    const-string v1, "sqrt(2)^2 = "
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-static {}, LMain;->e()Ljava/math/BigDecimal;
    move-result-object v0
    const-string v1, "e = "
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V

    .line 50
    # new BigDecimal("19.99") * 3 * 1.0825, to cents HALF_UP
    new-instance v0, Ljava/math/BigDecimal;
    const-string v1, "19.99"
    invoke-direct {v0, v1}, Ljava/math/BigDecimal;-><init>(Ljava/lang/String;)V
    new-instance v1, Ljava/math/BigDecimal;
    const/4 v2, 3
    invoke-direct {v1, v2}, Ljava/math/BigDecimal;-><init>(I)V
    invoke-virtual {v0, v1}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v0
    new-instance v1, Ljava/math/BigDecimal;
    const-string v2, "1.0825"
    invoke-direct {v1, v2}, Ljava/math/BigDecimal;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Ljava/math/BigDecimal;->multiply(Ljava/math/BigDecimal;)Ljava/math/BigDecimal;
    move-result-object v0
    const-string v1, "exact total = "
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v1, 2
    sget-object v2, Ljava/math/RoundingMode;->HALF_UP:Ljava/math/RoundingMode;
    invoke-virtual {v0, v1, v2}, Ljava/math/BigDecimal;->setScale(ILjava/math/RoundingMode;)Ljava/math/BigDecimal;
    move-result-object v0
    const-string v1, "total = "
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method
